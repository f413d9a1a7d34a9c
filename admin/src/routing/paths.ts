// The shell's fixed paths, apart from the route table so that any module may name them.
export const LOGIN_ROUTE = '/user/login';
export const PASSWORD_RESET_ROUTE = '/user/pwdreset';
export const UNAUTHORIZED_ROUTE = '/unauthorized';
