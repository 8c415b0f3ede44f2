// Reminders a catalogue module declares on its models (issue 10): a date field of the records, who hears about it,
// and when: some days before, on the day, and daily once it has passed (a deadline missed, a certificate expired).
// The scheduler turns each declaration into a daily job (modules/scheduler, reminder-*.ts).

/** who is reminded; only users who may see the record (its project, and its section when it has one) are */
export type ReminderRecipient =
  /** whoever created the record */
  | { creator: true }
  /** the user(s) in a userSelect / usersSelect field of the record */
  | { field: string }
  /** the users holding the role (enCode) */
  | { role: string }

export interface CatalogReminder {
  /** unique within its module; the job is named reminder:<module>:<id> */
  id: string
  name: string
  modelId: string
  /** a datePicker field of the model */
  dateField: string
  /** 'month' for a month picker (yyyy-MM): the date is the last day of that month. Default 'day' */
  dateUnit?: 'day' | 'month'
  to: ReminderRecipient[]
  /** told as well once the date has passed (escalation) */
  overdueTo?: ReminderRecipient[]
  /** days before the date; a record that enters the window late is told once with the days actually left */
  before?: number[]
  onDay?: boolean
  /** days after the date on which a reminder goes out again (1 = the day after), at most MAX_OVERDUE_DAYS */
  overdueTimes?: number
  /**
   * message titles; {date} is the date (yyyy-mm-dd), {days} the days left or overdue, {<field>} a text field of the
   * record. A phase without a title sends nothing.
   */
  titles: { before?: string; onDay?: string; overdue?: string }
  /** records that need no reminder any more */
  skipWhen?: {
    /** any of these fields has a value */
    filled?: string[]
    /** a field holds one of these values */
    equals?: Record<string, (string | number)[]>
    /** the record's flow task has one of these states (jnpf-api.md §6.5; null = no flow) */
    flowStates?: (number | null)[]
    /** the record is in one of these record states (models with record states: the loop has moved past the date) */
    recordStates?: string[]
  }
  /** China time of the daily run, HH:mm; default 08:00 */
  at?: string
}

/** the longest run of daily overdue reminders; the scheduler keeps reminder keys at least this long */
export const MAX_OVERDUE_DAYS = 90
