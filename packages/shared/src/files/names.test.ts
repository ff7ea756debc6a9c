import { describe, expect, it } from 'vitest';
import { fileExtension, withoutExtension, withTypeExtension } from './names';

describe('file extensions (spec/3 §5: longer than 6 characters, none)', () => {
  it.each([
    ['facture.PDF', 'pdf'],
    ['photo.jpeg', 'jpeg'],
    ['archive.tar.gz', 'gz'],
    ['scan.abcdef', 'abcdef'],
    ['scan.abcdefg', null],
    ['rapport.version_finale', null],
    ['scan', null],
    ['scan.', null],
    ['.profile', null],
  ])('%s: %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });

  it('takes off only an extension', () => {
    expect(withoutExtension('photo.png')).toBe('photo');
    expect(withoutExtension('photo.version_finale')).toBe('photo.version_finale');
  });

  it('names a file without extension by its type, and leaves the others alone', () => {
    expect(withTypeExtension('scan', 'application/pdf')).toBe('scan.pdf');
    expect(withTypeExtension('scan.version_finale', 'image/jpeg')).toBe('scan.version_finale.jpg');
    expect(withTypeExtension('scan.png', 'application/pdf')).toBe('scan.png');
    expect(withTypeExtension('membres', 'text/plain')).toBe('membres');
  });
});
