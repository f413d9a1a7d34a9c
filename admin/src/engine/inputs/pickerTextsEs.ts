// The date pickers' own texts in Spanish (x-date-pickers localeText), in our own words. Written
// here rather than imported from '@mui/x-date-pickers/locales', an entry point that re-exports
// every language of the pickers, so that nothing but these texts can reach the bundle.
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

type Views = 'hours' | 'minutes' | 'seconds' | 'meridiem' | 'year' | 'month' | 'day';
const viewNames: Record<string, string> = {
  hours: 'horas',
  minutes: 'minutos',
  seconds: 'segundos',
  meridiem: 'meridiano',
  year: 'año',
  month: 'mes',
  day: 'día',
};
const viewName = (view: Views | string) => viewNames[view] ?? view;
const plural = (n: string | number, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

export const pickerTextsEs: Partial<PickersLocaleText> = {
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  openPreviousView: 'Abrir la vista anterior',
  openNextView: 'Abrir la vista siguiente',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'la vista de años está abierta, cambiar a la vista de calendario'
      : 'la vista de calendario está abierta, cambiar a la vista de años',
  start: 'Inicio',
  end: 'Fin',
  startDate: 'Fecha de inicio',
  startTime: 'Hora de inicio',
  endDate: 'Fecha de fin',
  endTime: 'Hora de fin',
  cancelButtonLabel: 'Cancelar',
  clearButtonLabel: 'Borrar',
  okButtonLabel: 'Aceptar',
  todayButtonLabel: 'Hoy',
  nextStepButtonLabel: 'Siguiente',
  datePickerToolbarTitle: 'Elegir fecha',
  dateTimePickerToolbarTitle: 'Elegir fecha y hora',
  timePickerToolbarTitle: 'Elegir hora',
  dateRangePickerToolbarTitle: 'Elegir intervalo de fechas',
  clockLabelText: (view, formattedTime) =>
    `Elegir ${viewName(view)}. ${formattedTime ? `La hora elegida es ${formattedTime}` : 'No se ha elegido ninguna hora'}`,
  hoursClockNumberText: (hours) => plural(hours, 'hora', 'horas'),
  minutesClockNumberText: (minutes) => plural(minutes, 'minuto', 'minutos'),
  secondsClockNumberText: (seconds) => plural(seconds, 'segundo', 'segundos'),
  selectViewText: (view) => `Elegir ${viewName(view)}`,
  calendarWeekNumberHeaderLabel: 'Número de semana',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Semana ${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) => (formattedDate ? `Elegir fecha, la fecha elegida es ${formattedDate}` : 'Elegir fecha'),
  openTimePickerDialogue: (formattedTime) => (formattedTime ? `Elegir hora, la hora elegida es ${formattedTime}` : 'Elegir hora'),
  fieldClearLabel: 'Borrar',
  timeTableLabel: 'elegir hora',
  dateTableLabel: 'elegir fecha',
  fieldYearPlaceholder: (params) => 'A'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'MMMM' : 'MM'),
  fieldDayPlaceholder: () => 'DD',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => 'hh',
  fieldMinutesPlaceholder: () => 'mm',
  fieldSecondsPlaceholder: () => 'ss',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Año',
  month: 'Mes',
  day: 'Día',
  weekDay: 'Día de la semana',
  hours: 'Horas',
  minutes: 'Minutos',
  seconds: 'Segundos',
  meridiem: 'Meridiano',
  empty: 'Vacío',
};
