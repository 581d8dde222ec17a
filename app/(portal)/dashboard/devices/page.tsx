import type { Metadata } from "next";
import { BackLink } from "@/components/portal/back-link";
import { type DevicePayload, encodeDevices } from "@/components/portal/devices/device-data";
import { DevicesDirectory } from "@/components/portal/devices/devices-directory";
import { findCarrier } from "@/config/carriers";
import { isDeviceType } from "@/config/device-types";
import { requireAgentPage } from "@/lib/auth";
import { DEVICE_SORT_COLUMNS, type DeviceSortColumn, getCertifiedDevices } from "@/lib/db/queries/catalog";
import { toAppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Certified Devices" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function DevicesPage({ searchParams }: { searchParams: SearchParams }) {
  await requireAgentPage("/dashboard/devices");
  const params = await searchParams;
  const carrier = findCarrier(one(params.carrier))?.code ?? "all";
  const type = one(params.type);
  const deviceType = isDeviceType(type) ? type : "all";
  const sortParam = one(params.sort);
  const sort: DeviceSortColumn = sortParam in DEVICE_SORT_COLUMNS ? (sortParam as DeviceSortColumn) : "Manufacturer";
  const dir = one(params.dir) === "desc" ? "desc" : "asc";
  // A search to start with (the portal's search opens a device by its model).
  const search = one(params.q).slice(0, 100);

  let devices: DevicePayload | null = null;
  let error: string | null = null;
  try {
    const rows = await getCertifiedDevices({
      carrier: carrier === "all" ? undefined : carrier,
      deviceType: deviceType === "all" ? undefined : deviceType,
      sortBy: sort,
      direction: dir,
    });
    devices = encodeDevices(
      rows.map((d) => [
        d.id,
        d.carrier,
        d.manufacturer,
        d.model,
        d.deviceType,
        d.deviceSub ?? "",
        d.os ?? "",
        d.network ?? "",
        d.bands ?? "",
        d.fiveGBands ?? "",
      ]),
    );
  } catch (e) {
    const appError = toAppError(e);
    console.error("Failed to load certified devices", e);
    error = appError.status >= 500 && appError.status !== 503 ? "Failed to load certified devices" : appError.message;
  }

  return (
    <div className="space-y-6">
      <BackLink />
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Certified Devices Directory</h2>
        <p className="text-muted-foreground">Devices certified on AT&amp;T, Verizon and T-Mobile networks.</p>
      </div>
      <DevicesDirectory
        devices={devices}
        error={error}
        carrier={carrier}
        deviceType={deviceType}
        sort={sort}
        dir={dir}
        initialSearch={search}
      />
    </div>
  );
}
