import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openConfirm } from './confirm';

type ModalProps = { onConfirm: () => void; onClose: () => void };
const opened: ModalProps[] = [];
vi.mock('@mantine/modals', () => ({
  modals: { openConfirmModal: (props: ModalProps) => opened.push(props) },
}));

beforeEach(() => {
  opened.length = 0;
});

const open = () => {
  const calls: string[] = [];
  openConfirm({
    title: 'Partir ?',
    message: 'Des modifications ne sont pas enregistrées.',
    confirmLabel: 'Partir',
    onConfirm: () => calls.push('confirm'),
    onCancel: () => calls.push('cancel'),
  });
  const modal = opened[0];
  if (!modal) throw new Error('no modal opened');
  return { modal, calls };
};

describe('openConfirm', () => {
  it('says no once when the modal closes without confirming (Cancel, the cross, Escape, outside)', () => {
    const { modal, calls } = open();
    modal.onClose();
    expect(calls).toEqual(['cancel']);
  });

  it('says yes only when confirmed, though the modal closes afterwards too', () => {
    const { modal, calls } = open();
    modal.onConfirm();
    modal.onClose();
    expect(calls).toEqual(['confirm']);
  });
});
