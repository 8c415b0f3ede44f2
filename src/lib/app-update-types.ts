export interface AppUpdater {
  /** weapp: registers WeChat's update manager at launch (it checks on every cold start) */
  watch(): void
  /** a newer package has been downloaded and waits for a restart */
  ready(): boolean
  /** restart into the new version (weapp), or load the newest build (H5) */
  apply(): void
  /** what the update notice tells the user to do */
  hint: string
}
