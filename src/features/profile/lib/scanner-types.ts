export interface Scanner {
  /** false where the platform has no scanner: the Mine tab then leaves the 扫一扫 entry out */
  supported: boolean
  /** the text of the scanned code, or null when the user closed the scanner */
  scan(): Promise<string | null>
}
