/**
 * The 48 device types of the certified-devices catalogue (the Device Type filter of the
 * Certified Devices Directory). The seed and every import use exactly these values.
 */
export const DEVICE_TYPES = [
  "Alarm",
  "Camera",
  "Computer",
  "Drone",
  "FWA",
  "Gateway",
  "Hotspot",
  "Hotspot/Router",
  "IOT",
  "Laptop",
  "Modem",
  "Module",
  "Phone",
  "POS",
  "Router",
  "Sensor",
  "Tablet",
  "Tablet/Laptop",
  "Telematics",
  "Tracking",
  "Wearable",
  "Wireless Home Phone",
  "Asset Tracker",
  "Body Camera",
  "Dashcam",
  "Desk Phone",
  "Digital Signage",
  "E-Reader",
  "Feature Phone",
  "Fleet Tracker",
  "Handheld Computer",
  "Kiosk",
  "Medical Device",
  "Meter",
  "Mobile Printer",
  "Netbook",
  "PTT Device",
  "Pager",
  "Rugged Phone",
  "Rugged Tablet",
  "Scanner",
  "Security Panel",
  "Smart Lock",
  "Smartwatch",
  "Thermostat",
  "Vehicle Router",
  "Vending",
  "Voice Module",
] as const;

export type DeviceType = (typeof DEVICE_TYPES)[number];

export function isDeviceType(value: string | null | undefined): value is DeviceType {
  return !!value && (DEVICE_TYPES as readonly string[]).includes(value);
}
