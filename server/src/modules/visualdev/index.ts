// The visualdev module's public surface for other modules: sections they add to every printed record, and the time
// format records show (yyyy-MM-dd HH:mm:ss, China time).
export {
  registerPrintSection, type PrintBlock, type PrintCell, type PrintImage, type PrintInput, type PrintSection, type PrintSectionProvider
} from './print-sections'
export { formatTime } from './display'
