export { downloadFile } from '../../shared/download-file';
