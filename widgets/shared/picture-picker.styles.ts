import { filePickerStyles } from './file-picker';
import { token } from './styles';

/** The picture field, its previews and the upload's progress (widgets/shared/picture-picker.tsx). */
export const picturePickerStyles = `
  ${filePickerStyles}
  .previews { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: .75rem; margin: 0; padding: 0; list-style: none; }
  .preview { display: grid; gap: .25rem; padding: .5rem; border: 1px solid ${token('borderColor')}; border-radius: ${token('borderRadius')}; }
  .preview img { width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: ${token('borderRadius')}; }
  .file-name { font-size: .875em; overflow-wrap: anywhere; }
  .file-size { font-size: .8125em; color: ${token('descColor')}; }
  .remove {
    min-height: 2.75em; padding: 0 .75rem; font: inherit; cursor: pointer; border-radius: ${token('borderRadius')};
    color: ${token('textColor')}; background: ${token('backgroundColor')}; border: 1px solid ${token('borderColor')};
  }
  .progress-row { display: flex; align-items: center; gap: .75rem; }
  progress { flex: 1; height: .75rem; accent-color: ${token('primaryColor')}; }
`;
