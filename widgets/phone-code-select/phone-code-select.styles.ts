import { fieldStyles } from '../shared/field.styles';

export const phoneCodeSelectStyles = fieldStyles;
