import { siteConfig } from "@/config/site";

export const OG_SIZE = { width: 1200, height: 630 };
export const OG_ALT = `${siteConfig.name}: the AI sales platform for telecom resellers`;
