import { fieldStyles } from '../shared/field.styles';

export const inputStyles = fieldStyles;
