import { FileInput, type FileInputProps } from '@mantine/core';

/**
 * The register form's optional photo field, fetched just after the screen: the file input is the heaviest part of the
 * form that a desk does not need to start typing, and the screen's first load is at its budget.
 */
export function PhotoInput(props: FileInputProps) {
  return <FileInput {...props} />;
}
