export { SansanImportPage } from './SansanImportPage';
