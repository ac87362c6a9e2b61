import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccrueProvider } from '../../providers/AccrueProvider';
import type { Locale } from '../../i18n/locales';
import { FileUpload, type FileUploadProps } from './FileUpload';

const makeFile = (name: string, size: number, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const renderUpload = (props: Partial<FileUploadProps> = {}, locale: Locale = 'en') =>
  render(
    <AccrueProvider locale={locale}>
      <FileUpload label="Avatar" {...props} />
    </AccrueProvider>,
  );

// Like a drop, let every file through the picker's accept filter so the component's own rules decide.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;

describe('FileUpload', () => {
  it('lists chosen files with their size and a remove button', async () => {
    const onChange = vi.fn();
    const { container } = renderUpload({ onChange });
    await user().upload(fileInput(container), [
      makeFile('a.png', 1500, 'image/png'),
      makeFile('b.csv', 512, 'text/csv'),
    ]);
    const list = screen.getByRole('list', { name: 'Selected files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a.png1.5 kB', 'b.csv512 bytes']);
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.csv' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.csv' })]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Browse files' }));
  });

  it("refuses files against the rules with the spec's messages", async () => {
    const onReject = vi.fn();
    const { container } = renderUpload({
      accept: ['image/png', '.jpg'],
      maxSize: 5_000_000,
      minSize: 10,
      maxFiles: 2,
      onReject,
    });
    expect(screen.getByText('Accepted types: image/png, .jpg')).toBeTruthy();
    expect(screen.getByText('Maximum size: 5 MB')).toBeTruthy();
    expect(screen.getByText('Maximum 2 files')).toBeTruthy();
    expect(fileInput(container).accept).toBe('image/png,.jpg');
    await user().upload(fileInput(container), [
      makeFile('doc.pdf', 100, 'application/pdf'),
      makeFile('huge.png', 6_000_000, 'image/png'),
      makeFile('tiny.png', 5, 'image/png'),
      makeFile('ok1.png', 100, 'image/png'),
      makeFile('ok2.jpg', 100, 'image/jpeg'),
      makeFile('ok3.png', 100, 'image/png'),
    ]);
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'doc.pdf: Invalid file type',
      'huge.png: File is too large',
      'tiny.png: File is too small',
      'ok3.png: Too many uploaded files',
    ]);
    expect(onReject).toHaveBeenCalledOnce();
    expect(
      within(screen.getByRole('list', { name: 'Selected files' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('replaces the file when only one is allowed', async () => {
    const { container } = renderUpload({ maxFiles: 1 });
    expect(fileInput(container).multiple).toBe(false);
    await user().upload(fileInput(container), makeFile('first.png', 100, 'image/png'));
    await user().upload(fileInput(container), makeFile('second.png', 100, 'image/png'));
    const items = within(screen.getByRole('list', { name: 'Selected files' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['second.png100 bytes']);
  });

  it('speaks the language of the page', async () => {
    const { container } = renderUpload({ accept: ['.csv'] }, 'fr');
    expect(screen.getByRole('button', { name: 'Parcourir les fichiers' })).toBeTruthy();
    await user().upload(fileInput(container), [
      makeFile('a.png', 2_500_000, 'image/png'),
      makeFile('b.csv', 1500, 'text/csv'),
    ]);
    expect(screen.getByText('a.png: Type de fichier non valide')).toBeTruthy();
    expect(screen.getByText(/1,5\sko/)).toBeTruthy();
  });

  it('shows a form error and cannot be used when disabled', async () => {
    renderUpload({ errorMessage: 'An avatar must be provided', isDisabled: true });
    const browse = screen.getByRole('button', { name: 'Browse files' });
    expect(browse.hasAttribute('disabled')).toBe(true);
    expect(browse.getAttribute('aria-describedby')).toBe(screen.getByText('An avatar must be provided').id);
  });
});
