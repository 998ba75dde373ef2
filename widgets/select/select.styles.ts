import { fieldStyles } from '../shared/field.styles';

export const selectStyles = fieldStyles;
