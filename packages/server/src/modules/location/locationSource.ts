/**
 * Where located people come from. Every source of positions — Kizuna's own site model with the
 * devices registered on people's profiles, Cisco Spaces / CMX, the Meraki Scanning API, a BLE
 * beacon gateway — turns what it hears into position reports and hands them to one sink. The sink
 * maps a source's floor to a Kizuna floor (the administrator's mapping), finds the person by the
 * device (001 §5: a MAC address or a BLE tag id registered on their profile), applies the tenant's
 * privacy rules and keeps the latest position.
 */

/** A device as a location source identifies it (001 §5). */
export type LocatedDevice =
  /** A PC or phone by its MAC address: six pairs of lower-case hex digits joined by colons. */
  | { kind: 'MAC'; mac: string }
  /** A BLE tag by its id: up to 64 letters, digits or colons. */
  | { kind: 'BLE'; tagId: string };

/** Which source reported a position. */
export type LocationSourceKind = 'embedded' | 'cmx' | 'meraki' | 'beacon';

/** One device seen at one place on one floor of a source, at one time. */
export type PositionReport = {
  source: LocationSourceKind;
  device: LocatedDevice;
  /** The source's own id of the floor (a CMX floor aesUid, a Meraki floor plan id, a gateway's floor). */
  sourceFloorId: string;
  /** The position from the floor's top-left corner, in the floor's unit (001 §9: FEET by default). */
  x: number;
  y: number;
  seenAt: Date;
};

/** What the sink did with a batch of reports. */
export type PositionReportResult = {
  /** Reports that located a person on a Kizuna floor. */
  accepted: number;
  /** Reports for a device no one registered, an unmapped floor or a person hidden by privacy. */
  ignored: number;
};

/** Takes position reports for one tenant. */
export interface LocationSink {
  report(tenantId: number, reports: readonly PositionReport[]): Promise<PositionReportResult>;
}
