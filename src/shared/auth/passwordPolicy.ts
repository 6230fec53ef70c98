/**
 * The shortest password accepted (GoTrue's PASSWORD_MIN_LENGTH): the server refuses shorter ones with
 * `weak_password`, and the forms of every area say it before sending. One number for both.
 */
export const minimumPasswordLength = 8;
