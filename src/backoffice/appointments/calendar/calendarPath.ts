/** The calendar's route inside the back-office (react-admin adds the /admin basename). */
export const appointmentCalendarPath = '/appointments/calendar';
