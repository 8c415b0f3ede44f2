// What other modules may use of the low-code module: who may read a record, and the files a record holds.
export { mayReadRecordById } from './record-access'
export { claimRecordFiles, rememberRecordFiles, signRecordFiles } from './record-files'
