export interface Scanner {
  /** false where the platform has no camera scanner (a browser): the page offers a text box instead */
  supported: boolean
  /** the text of the scanned code, or null when the user closed the scanner */
  scan(): Promise<string | null>
}
