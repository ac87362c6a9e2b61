import { useId, useRef, useState, type ReactNode } from 'react';

import { DropZone, Text, type DropZoneProps } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { Button } from '../Button/Button';
import * as fieldStyles from '../../styles/field.css';
import {
  FILE_REJECTION_MESSAGE_IDS,
  addFiles,
  formatFileSize,
  type FileRejection,
  type FileRules,
} from './fileRules';
import * as styles from './FileUpload.css';
import { useKitIntl } from '../../i18n/useKitIntl';
import { formMessages } from '../../i18n/catalogue/forms';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];

export interface FileUploadProps extends FileRules {
  label: ReactNode;
  description?: ReactNode;
  /** The chosen files (controlled). */
  value?: File[];
  defaultValue?: File[];
  onChange?: (files: File[]) => void;
  /** Called with the files just refused and why. */
  onReject?: (rejections: FileRejection<File>[]) => void;
  /** An error from the form (e.g. 'An avatar must be provided'). */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

/**
 * A drop zone with a Browse button (spec doc 3 §5 "File upload"). Files are checked against the
 * accepted types, the size limits and the maximum count; refused ones are listed with the spec's
 * message ('Invalid file type', 'File is too large', 'File is too small', 'Too many uploaded
 * files'); chosen ones are listed with their size and a remove button.
 */
export function FileUpload({
  label,
  description,
  value,
  defaultValue,
  onChange,
  onReject,
  errorMessage,
  isDisabled = false,
  accept,
  maxFiles,
  maxSize,
  minSize,
}: FileUploadProps) {
  const intl = useKitIntl(formMessages);
  const [own, setOwn] = useState<File[]>(defaultValue ?? []);
  const [rejected, setRejected] = useState<FileRejection<File>[]>([]);
  const files = value ?? own;
  const browseRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const hintsId = useId();
  const errorId = useId();
  const multiple = maxFiles !== 1;

  const update = (next: File[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const choose = (candidates: File[]) => {
    if (isDisabled || candidates.length === 0) return;
    const result = addFiles(files, candidates, { accept, maxFiles, maxSize, minSize });
    setRejected(result.rejected);
    if (result.rejected.length > 0) onReject?.(result.rejected);
    if (result.files.length !== files.length || result.files.some((file, i) => file !== files[i]))
      update(result.files);
  };

  const onDrop = async (event: DropEvent) => {
    const dropped = event.items.flatMap((item) => (item.kind === 'file' ? [item.getFile()] : []));
    choose(await Promise.all(dropped));
  };

  const remove = (index: number) => {
    update(files.filter((_, i) => i !== index));
    setRejected([]);
    // The removed row's button is gone: keep keyboard users in the component.
    browseRef.current?.focus();
  };

  const hints = [
    accept && accept.length > 0
      ? intl.formatMessage({ id: 'kit.forms.fileUpload.acceptedTypes' }, { types: accept.join(', ') })
      : null,
    maxSize !== undefined && Number.isFinite(maxSize)
      ? intl.formatMessage(
          { id: 'kit.forms.fileUpload.maxSize' },
          { size: formatFileSize(maxSize, intl.locale) },
        )
      : null,
    maxFiles !== undefined && Number.isFinite(maxFiles)
      ? intl.formatMessage({ id: 'kit.forms.fileUpload.maxFiles' }, { count: maxFiles })
      : null,
  ].filter((hint): hint is string => hint !== null);

  const describedBy = [hints.length > 0 ? hintsId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <DropZone
        aria-labelledby={labelId}
        isDisabled={isDisabled}
        onDrop={(event) => void onDrop(event)}
        className={`${styles.dropZone} ${errorMessage ? styles.invalid : ''}`}
      >
        <Text slot="label" className={styles.prompt}>
          {intl.formatMessage({ id: 'kit.forms.fileUpload.dropHere' })}
        </Text>
        <FileTrigger
          acceptedFileTypes={accept}
          allowsMultiple={multiple}
          onSelect={(list) => choose(list ? Array.from(list) : [])}
        >
          <Button ref={browseRef} isDisabled={isDisabled} aria-describedby={describedBy || undefined}>
            {intl.formatMessage({ id: 'kit.forms.fileUpload.browse' })}
          </Button>
        </FileTrigger>
        {hints.length > 0 ? (
          <span id={hintsId} className={styles.hints}>
            {hints.map((hint) => (
              <span key={hint}>{hint}</span>
            ))}
          </span>
        ) : null}
      </DropZone>
      {description ? <span className={fieldStyles.description}>{description}</span> : null}
      {errorMessage ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
      <div role="alert">
        {rejected.length > 0 ? (
          <div className={styles.rejections}>
            <span className={styles.listTitle}>
              {intl.formatMessage({ id: 'kit.forms.fileUpload.rejectedFiles' })}
            </span>
            <ul className={styles.rejectionList}>
              {rejected.map(({ file, errors }, index) => (
                <li key={`${file.name}-${index}`}>
                  {file.name}:{' '}
                  {errors
                    .map((code) => intl.formatMessage({ id: FILE_REJECTION_MESSAGE_IDS[code] }))
                    .join(', ')}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul
          className={styles.list}
          aria-label={intl.formatMessage({ id: 'kit.forms.fileUpload.selectedFiles' })}
        >
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className={styles.fileRow}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, intl.locale)}</span>
              <Button
                variant="ghost"
                size="small"
                isDisabled={isDisabled}
                aria-label={intl.formatMessage({ id: 'kit.forms.fileUpload.remove' }, { name: file.name })}
                onPress={() => remove(index)}
              >
                <svg
                  className={styles.icon}
                  viewBox="0 0 16 16"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  aria-hidden="true"
                >
                  <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
                </svg>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
