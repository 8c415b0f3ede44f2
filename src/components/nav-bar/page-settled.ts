// Whether a back may go now (see page-settled.h5.ts). The build picks page-settled.weapp.ts or page-settled.h5.ts;
// this file is what tsc and jest see.
export { whenPageSettled } from './page-settled.h5'
