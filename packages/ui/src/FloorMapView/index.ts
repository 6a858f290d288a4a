export { FloorMapView } from './FloorMapView';
export type { FloorMapArea, FloorMapPerson, FloorMapViewHandle, FloorMapViewProps } from './FloorMapView';
export { buildClusters, hitTest } from './floorMapGeometry';
export type { ClusterIndex, MapTransform, MarkerCluster } from './floorMapGeometry';
