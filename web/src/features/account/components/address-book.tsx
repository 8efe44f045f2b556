import { useEffect, useId, useRef, useState } from 'react';
import { getApiErrorMessage } from '@boutique/web-kit/api-error';
import { useToast } from '@/components/toast/toast-context';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  useAddAddressMutation,
  useDeleteAddressMutation,
  useGetAddressesQuery,
  useGetStatesQuery,
  useUpdateAddressMutation,
} from '../api/address-api';
import type { AddressSelection } from '../hooks/use-address-selection';
import type { Address, AddressFormValues } from '../types/address';
import {
  addressToFormValues,
  canAddAddress,
  MAX_ADDRESSES,
  stateLabel,
} from '../utils/address-rules';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import styles from './address-book.module.css';

type Editor = { mode: 'add' } | { mode: 'edit'; address: Address };

type AddressBookProps = {
  /** The signed-in user's id: it names the address book in every call. */
  userId: string;
  /** Checkout: lets the user choose one address (see useAddressSelection). */
  selection?: AddressSelection;
};

export const DELETE_QUESTION = 'Are you sure you want to delete this address?';

/**
 * The saved addresses (up to 3): cards with Edit and Delete, an Add button below the
 * maximum, the form in add or edit mode, and a confirmation before deleting.
 */
export function AddressBook({ userId, selection }: AddressBookProps) {
  const { toast } = useToast();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editorHeadingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves here after the editor closes or an address goes away (its card unmounts).
  const focusHeadingNext = useRef(false);
  const focusEditorNext = useRef(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Address | null>(null);

  const addressesQuery = useGetAddressesQuery(userId);
  const addresses = addressesQuery.data ?? [];
  const states = useGetStatesQuery().data ?? [];
  const [addAddress, addState] = useAddAddressMutation();
  const [updateAddress, updateState] = useUpdateAddressMutation();
  const [deleteAddress, deleteState] = useDeleteAddressMutation();

  const canAdd = addressesQuery.isSuccess && canAddAddress(addresses.length);
  const showEditor = editor !== null && (editor.mode === 'edit' || canAdd);

  useEffect(() => {
    if (focusEditorNext.current && showEditor) {
      focusEditorNext.current = false;
      editorHeadingRef.current?.focus();
    } else if (focusHeadingNext.current) {
      focusHeadingNext.current = false;
      headingRef.current?.focus();
    }
  });

  function openEditor(next: Editor) {
    focusEditorNext.current = true;
    setEditor(next);
  }

  function closeEditor() {
    focusHeadingNext.current = true;
    setEditor(null);
  }

  async function save(values: AddressFormValues) {
    if (!editor) return;
    const result =
      editor.mode === 'add'
        ? await addAddress({ userId, values })
        : await updateAddress({ userId, addressId: editor.address.id, values });
    const fallback = editor.mode === 'add' ? 'Failed to add address' : 'Failed to update address';
    if ('error' in result) {
      toast({ title: getApiErrorMessage(result.error, fallback), variant: 'destructive' });
      return;
    }
    if (result.data.success === false) {
      toast({ title: result.data.message || fallback, variant: 'destructive' });
      return;
    }
    toast({
      title: editor.mode === 'add' ? 'Address added successfully' : 'Address updated successfully',
      variant: 'success',
    });
    closeEditor();
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    const target = pendingDelete;
    const result = await deleteAddress({ userId, addressId: target.id });
    setPendingDelete(null);
    if ('error' in result || result.data.success === false) {
      const message =
        'error' in result
          ? getApiErrorMessage(result.error, 'Failed to delete address')
          : result.data.message || 'Failed to delete address';
      toast({ title: message, variant: 'destructive' });
      return;
    }
    toast({ title: 'Address deleted successfully', variant: 'success' });
    if (editor?.mode === 'edit' && editor.address.id === target.id) setEditor(null);
    if (selection?.selectedId === target.id) selection.select(null);
    focusHeadingNext.current = true;
  }

  return (
    <section className={styles.book} aria-labelledby={headingId}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            Saved Addresses
          </h2>
          {addressesQuery.isSuccess ? (
            <p className={styles.count}>
              {addresses.length} of {MAX_ADDRESSES} saved
              {canAddAddress(addresses.length) ? '' : ' (the most you can keep)'}
            </p>
          ) : null}
        </div>
        {canAdd && editor?.mode !== 'add' ? (
          <Button onClick={() => openEditor({ mode: 'add' })}>Add New Address</Button>
        ) : null}
      </div>

      {addressesQuery.isLoading ? (
        <p role="status" className={styles.muted}>
          Loading your addresses…
        </p>
      ) : null}

      {addressesQuery.isError ? (
        <div className={styles.empty} role="alert">
          <p>We couldn&apos;t load your addresses.</p>
          <Button variant="secondary" onClick={() => void addressesQuery.refetch()}>
            Try Again
          </Button>
        </div>
      ) : null}

      {addressesQuery.isSuccess && addresses.length === 0 && !showEditor ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No saved addresses yet</p>
          <p className={styles.muted}>
            Add up to {MAX_ADDRESSES} delivery addresses for a quicker checkout.
          </p>
        </div>
      ) : null}

      {addresses.length > 0 ? (
        <ul className={styles.list} aria-label="Saved addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                stateName={stateLabel(states, address)}
                isEditing={editor?.mode === 'edit' && editor.address.id === address.id}
                onEdit={() => openEditor({ mode: 'edit', address })}
                onDelete={() => setPendingDelete(address)}
                selectable={
                  selection
                    ? {
                        selected: selection.selectedId === address.id,
                        onSelect: () => selection.select(address.id),
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      ) : null}

      {showEditor && editor ? (
        <section className={styles.editor} aria-labelledby={`${headingId}-editor`}>
          <h3
            id={`${headingId}-editor`}
            ref={editorHeadingRef}
            tabIndex={-1}
            className={styles.editorHeading}
          >
            {editor.mode === 'add' ? 'Add New Address' : 'Edit Address'}
          </h3>
          <AddressForm
            key={editor.mode === 'edit' ? editor.address.id : 'new'}
            mode={editor.mode}
            initialValues={
              editor.mode === 'edit' ? addressToFormValues(editor.address, states) : undefined
            }
            submitting={addState.isLoading || updateState.isLoading}
            onSubmit={save}
            onCancel={closeEditor}
          />
        </section>
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Address"
        message={DELETE_QUESTION}
        confirmLabel="Delete"
        busy={deleteState.isLoading}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      />
    </section>
  );
}
