import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  ProgressBar,
  TextArea,
} from '@blueprintjs/core';
import { CloudUploadIcon, DocumentIcon } from '@blueprintjs/icons';
import { INVOICE_FILE_ACCEPT } from '@procure/contract';
import { useRef, useState, type DragEvent } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-translation';
import { showToast } from '../../../lib/toaster';
import { uploadWithProgress, type UploadFields } from '../../../lib/upload-with-progress';
import { useUploadInvoicesMutation } from '../api/invoice-api';

/** The dialog's form (spec part 2 §2): every file is stored under it and becomes an invoice. */
export const INVOICE_UPLOAD_FIELDS: UploadFields = {
  form_name: 'invoice_upload_modal',
  event_type: 'invoice',
  sub_event_type: 'invoice_sub',
};

type Item = {
  key: number;
  name: string;
  progress: number;
  state: 'uploading' | 'success' | 'error';
  message?: string;
  docId?: string;
};

type Props = { isOpen: boolean; onClose: () => void };

/** Upload Invoice: drop or choose several files; each is stored at once with its own progress
 * and state ('Uploading...', 'Uploaded successfully', or the error in red). Upload makes the
 * stored files invoices (POST /invoice/upload, one invoice per file); the list then reloads. */
export function UploadInvoiceDialog({ isOpen, onClose }: Props) {
  const t = useT('invoice');
  const tc = useT('common');
  const dispatch = useDispatch();
  const [items, setItems] = useState<Item[]>([]);
  const [remarks, setRemarks] = useState('');
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const [submit, { isLoading: submitting }] = useUploadInvoicesMutation();

  const patch = (key: number, change: Partial<Item>) =>
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const add = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      const key = nextKey.current++;
      setItems((current) => [
        ...current,
        { key, name: file.name, progress: 0, state: 'uploading' },
      ]);
      void uploadWithProgress(file, INVOICE_UPLOAD_FIELDS, (progress) =>
        patch(key, { progress }),
      ).then((outcome) =>
        patch(
          key,
          outcome.ok
            ? { state: 'success', progress: 1, docId: outcome.document.doc_id }
            : {
                state: 'error',
                message: outcome.message || tc('upload_failed', 'Upload failed'),
              },
        ),
      );
    }
  };

  const stored = items.filter((item) => item.docId).map((item) => item.docId!);
  const busy = items.some((item) => item.state === 'uploading');

  const close = () => {
    // Stored files are invoices already (the server makes them on upload): show them.
    if (stored.length) dispatch(api.util.invalidateTags([{ type: 'Invoice', id: 'LIST' }]));
    onClose();
  };

  const send = async () => {
    const result = await submit({
      body: { doc_id: stored, ...(remarks.trim() ? { remarks: remarks.trim() } : {}) },
    });
    if (!('data' in result) || !result.data) return;
    void showToast(
      result.data.message ?? tc('uploaded_successfully', 'Uploaded successfully'),
      'success',
    );
    onClose();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('upload_invoice', 'Upload Invoice')}
      icon={<CloudUploadIcon />}
      onOpening={() => {
        setItems([]);
        setRemarks('');
      }}
      className="invoice-upload-dialog"
    >
      <DialogBody>
        <label
          className={`invoice-dropzone${dragging ? ' is-dragging' : ''}`}
          data-testid="invoice-dropzone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <CloudUploadIcon size={32} />
          <span>{t('drop_invoices', 'Drop invoice files here or click to choose')}</span>
          <span className={Classes.TEXT_MUTED}>
            {t(
              'accepted_files',
              'PDF, PNG, JPEG or an XML e-invoice (UBL, CII: Peppol, XRechnung, Factur-X); several at once',
            )}
          </span>
          <input
            ref={input}
            type="file"
            multiple
            className="invoice-dropzone-input"
            accept={INVOICE_FILE_ACCEPT.join(',')}
            aria-label={t('choose_invoice_files', 'Invoice files')}
            onChange={(event) => {
              add(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
        {items.length > 0 && (
          <ul className="invoice-upload-list" data-testid="invoice-upload-list">
            {items.map((item) => (
              <li key={item.key} className="invoice-upload-item">
                <DocumentIcon className={Classes.TEXT_MUTED} />
                <div className="invoice-upload-file">
                  <div className="invoice-upload-name">{item.name}</div>
                  <ProgressBar
                    value={item.state === 'error' ? 1 : item.progress}
                    intent={
                      item.state === 'error'
                        ? 'danger'
                        : item.state === 'success'
                          ? 'success'
                          : 'primary'
                    }
                    animate={item.state === 'uploading'}
                    stripes={item.state === 'uploading'}
                  />
                  <div role="status" className="invoice-upload-state">
                    {item.state === 'uploading' && tc('uploading', 'Uploading...')}
                    {item.state === 'success' && (
                      <span className="invoice-upload-ok">
                        {tc('uploaded_successfully', 'Uploaded successfully')}
                      </span>
                    )}
                    {item.state === 'error' && (
                      <span className="invoice-upload-error">{item.message}</span>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <FormGroup label={t('remarks', 'Remarks')} labelFor="invoice-upload-remarks">
          <TextArea
            id="invoice-upload-remarks"
            fill
            maxLength={500}
            value={remarks}
            onChange={(event) => setRemarks(event.currentTarget.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={tc('cancel', 'Cancel')} onClick={close} />
            <Button
              intent="primary"
              text={tc('upload', 'Upload')}
              disabled={busy || stored.length === 0}
              loading={submitting}
              onClick={() => void send()}
            />
          </>
        }
      />
    </Dialog>
  );
}
