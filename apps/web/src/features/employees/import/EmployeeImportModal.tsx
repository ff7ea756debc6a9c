import { Modal, Tabs } from '@mantine/core';
import type { EmployeeCsvCheckOut, EmployeeCsvFinalizeOut } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FinalizeStep } from './FinalizeStep';
import { ImportStep } from './ImportStep';
import { ValidateStep } from './ValidateStep';

type Step = 'import' | 'validate' | 'finalize';
const STEPS: Step[] = ['import', 'validate', 'finalize'];

/**
 * The employee CSV import (spec/3 §2 and §4): three tabs the user does not pick, each opened by the previous one:
 * Import (choose a file, upload and check it), Validate (its warnings and how many accounts it makes), Finalize
 * (what was created). `onImported` lets the list refresh.
 */
export function EmployeeImportModal({
  opened,
  onClose,
  onImported,
}: {
  opened: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('import');
  const [checked, setChecked] = useState<EmployeeCsvCheckOut | null>(null);
  const [result, setResult] = useState<EmployeeCsvFinalizeOut | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setStep('import');
    setChecked(null);
    setResult(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('employeeImport.title')} size="xl" closeOnClickOutside={!busy}>
      <Tabs value={step} keepMounted={false}>
        <Tabs.List grow>
          {STEPS.map((name) => (
            // Not directly selectable (spec/3 §2): the tab of the current step is the only one enabled.
            <Tabs.Tab key={name} value={name} disabled={name !== step}>
              {t(`employeeImport.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="import" pt="md">
          <ImportStep
            onBusy={setBusy}
            onChecked={(answer) => {
              setChecked(answer);
              setStep('validate');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="validate" pt="md">
          {checked && (
            <ValidateStep
              checked={checked}
              onBusy={setBusy}
              onBack={() => {
                setChecked(null);
                setStep('import');
              }}
              onFinalized={(answer) => {
                setResult(answer);
                setStep('finalize');
                onImported();
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="finalize" pt="md">
          {result && <FinalizeStep result={result} onClose={close} />}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
