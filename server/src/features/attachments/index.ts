// What other features use of the upload endpoints: receiving one multipart file, checked and stored.
export { receiveUpload, type StoredUpload, type UploadedFile, type UploadLimits } from './receive-upload';
