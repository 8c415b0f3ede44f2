export interface OpenFileOptions {
  /** the file's URL (/api/file/Image/annex/...) */
  url: string
  /** shown name, for its extension */
  name: string
  fileExtension?: string
  /** a link made when the file is opened (a one-time download the server hands out), in place of url's */
  link?: () => Promise<string>
}
