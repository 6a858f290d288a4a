export type {
  LocatedDevice,
  LocationSink,
  LocationSourceKind,
  PositionReport,
  PositionReportResult,
} from './locationSource.js';
