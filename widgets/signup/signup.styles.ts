import { authFormStyles } from '../shared/auth-form.styles';

export const signupStyles = authFormStyles;
