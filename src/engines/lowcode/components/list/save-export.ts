// Handing an exported sheet to the user differs per platform: the mini-program opens it in WeChat's document viewer,
// whose menu shares it to a chat; a browser downloads it. The build picks save-export.weapp.ts or save-export.h5.ts;
// tsc and jest see this file (H5).
export { saveExport } from './save-export.h5'
