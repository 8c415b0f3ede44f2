// The link of a smart-site alarm's in-site message, on its own so the message centre (main package) does not carry
// the smart site's tables of kinds and limits.

/** the in-site message of an alarm opens the smart site page on that device */
export const SMART_ALARM_LINK_MODEL = 'smartSiteAlarm'
