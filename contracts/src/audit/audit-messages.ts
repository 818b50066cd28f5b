/** Messages of the audit reads (issue [4/7]): what a 400 says about the moment asked for. */
export const auditMessages = {
  momentMissing: 'Give the moment to show: a version (?version=) or a time (?at=).',
  momentTwice: 'Give either a version or a time, not both.',
  versionFormat: "A version is a whole number from 1 (the order's first event).",
  atFormat: 'A time is an ISO 8601 date and time with its zone, such as 2025-05-05T09:00:00Z or 2025-05-05T11:00:00+02:00.',
  atInFuture: 'That time has not come yet: give a time up to now.',
  versionPastLast: (lastVersion: number) => `This order has ${lastVersion} ${lastVersion === 1 ? 'event' : 'events'}: give a version from 1 to ${lastVersion}.`,
  beforeOrder: (firstRecordedAt: string) => `The order did not exist yet at that time: its first event was recorded at ${firstRecordedAt}.`,
} as const;
