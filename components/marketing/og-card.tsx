import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

import { OG_SIZE } from "@/components/marketing/og-constants";

export { OG_ALT, OG_SIZE } from "@/components/marketing/og-constants";

/** The share card of the site (Open Graph and Twitter). */
export function renderOgCard(): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px",
        background: "linear-gradient(135deg, #0b1020 0%, #1b2250 60%, #3b45b5 100%)",
        color: "#f5f7fb",
        fontFamily: "sans-serif",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: "20px" }}>
        <div
          style={{
            width: "72px",
            height: "72px",
            borderRadius: "18px",
            background: "#8f9bf7",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            fontSize: "40px",
            fontWeight: 700,
            color: "#0b1020",
          }}
        >
          T
        </div>
        <div style={{ fontSize: "44px", fontWeight: 700 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: "20px" }}>
        <div style={{ fontSize: "68px", fontWeight: 800, lineHeight: 1.1 }}>
          Sell wireless like software, with an AI co-pilot
        </div>
        <div style={{ fontSize: "32px", color: "#c9d1f5" }}>
          Quote AT&T, Verizon and T-Mobile in seconds. Built for telecom resellers.
        </div>
      </div>
    </div>,
    OG_SIZE,
  );
}
