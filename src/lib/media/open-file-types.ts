export interface OpenFileOptions {
  /** the file's URL (/api/file/Image/annex/...) */
  url: string
  /** shown name, for its extension */
  name: string
  fileExtension?: string
}
