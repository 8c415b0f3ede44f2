// Choosing documents differs per platform: the mini-program can only take files from a WeChat chat
// (chooseMessageFile), a browser uses a file input. The build picks file-picker.weapp.ts or file-picker.h5.ts;
// tsc and jest see this file (H5).
export { chooseFiles } from './file-picker.h5'
