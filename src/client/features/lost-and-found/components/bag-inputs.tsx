import { ActionIcon, NativeSelect, TextInput, type NativeSelectProps, type TextInputProps } from '@mantine/core';
import { useId, useState } from 'react';
import { CameraIcon } from '../../../components/icons';
import { lazyPart } from '../../../lib/lazy';
import { useI18nContext } from '../../../lib/i18n';
import { useBagWords } from './bag-words';

// The bag description's tag and two coded fields, the same on the claim form and the found-bag register:
// what one desk types, the other can match.

/** Colour: the codes offered, any other colour typed; a native list costs nothing on the kiosk's first load. */
export function BagColourInput(props: TextInputProps) {
  const { LL } = useI18nContext();
  const words = useBagWords();
  const list = useId();
  return (
    <>
      <TextInput
        label={LL.claims.color()}
        description={LL.claims.colourHelp()}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maxLength={40}
        list={list}
        autoComplete="off"
        {...props}
      />
      <datalist id={list}>
        {words.colourOptions.map((o) => (
          <option key={o.value} value={o.value} label={o.label} />
        ))}
      </datalist>
    </>
  );
}

/** Type: Suitcase, Backpack, then the chart's codes. */
export function BagTypeSelect(props: Omit<NativeSelectProps, 'data'>) {
  const { LL } = useI18nContext();
  const words = useBagWords();
  return <NativeSelect label={LL.claims.type()} data={[{ value: '', label: '—' }, ...words.typeOptions]} {...props} />;
}

// a tag that is still on the bag can be read with the camera
const CameraScanDialog = lazyPart(() => import('../../../scanner/camera-scan-dialog'), 'CameraScanDialog');

/**
 * A bag tag typed, read by the USB scanner (which ends with Enter: taken as "tag complete", never as "save the
 * form") or by the camera. `onTag` hears of a complete tag; `onValue` of a decoded one, to set the field.
 */
export function BagTagInput({
  onTag,
  onValue,
  ...props
}: TextInputProps & { onTag?: (tag: string) => void; onValue: (tag: string) => void }) {
  const { LL } = useI18nContext();
  const [camera, setCamera] = useState(false);
  return (
    <>
      <TextInput
        label={LL.claims.tag()}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="off"
        maxLength={32}
        styles={{ input: { fontFamily: 'monospace' } }}
        rightSection={
          <ActionIcon variant="subtle" aria-label={LL.scan.camera()} onClick={() => setCamera(true)}>
            <CameraIcon />
          </ActionIcon>
        }
        {...props}
        onBlur={(e) => onTag?.(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onTag?.(e.currentTarget.value);
          }
        }}
      />
      {camera && (
        <CameraScanDialog
          opened={camera}
          onClose={() => setCamera(false)}
          onDecoded={(text) => {
            onValue(text);
            onTag?.(text);
          }}
        />
      )}
    </>
  );
}
