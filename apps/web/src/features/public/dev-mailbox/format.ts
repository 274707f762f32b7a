const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** '2026/11/21 08:15:30' in Japan time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
