export { InformationAdminPage } from './InformationAdminPage';
export { NoticeReadsPage } from './NoticeReadsPage';
