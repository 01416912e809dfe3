import { FILE_LIMITS, type StoredFile } from '@talent/contract/applications';
import { MESSAGE_MAX_LENGTH } from '@talent/contract/chat';
import { Paperclip, SendHorizontal, X } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { checkFile, UploadError, uploadFile } from '../../../lib/upload-file.ts';
import { formatNumber } from '../../../lib/format.ts';

export interface ComposerSubmit {
  body: string;
  attachment: StoredFile | null;
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line. A file is uploaded as soon as it is chosen (kind
 * `chat_attachment`, with progress) and sent with the next message. The text is handed to the outbox at once, so
 * sending never waits for the network.
 */
export function Composer({
  conversationId,
  onSubmit,
  onTyping,
  draft,
}: {
  conversationId: string;
  onSubmit: (value: ComposerSubmit) => void;
  onTyping: () => void;
  /** Text to put back in the box (a refused message the user wants to edit); a new object each time. */
  draft: { text: string } | null;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<StoredFile | null>(null);
  const [upload, setUpload] = useState<{ name: string; fraction: number; abort: AbortController } | null>(
    null,
  );
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [draftSeen, setDraftSeen] = useState<{ text: string } | null>(null);

  // A new draft to edit replaces the box's text (adjusting state while rendering, not in an effect).
  if (draft !== null && draft !== draftSeen) {
    setDraftSeen(draft);
    setBody(draft.text);
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (upload) {
      setError('Wait for the file to finish uploading.');
      return;
    }
    if (!text && !attachment) {
      setError('Write a message or attach a file.');
      textarea.current?.focus();
      return;
    }
    if (text.length > MESSAGE_MAX_LENGTH) {
      setError(
        `Keep it under ${formatNumber(MESSAGE_MAX_LENGTH)} characters (${formatNumber(text.length)} now).`,
      );
      textarea.current?.focus();
      return;
    }
    onSubmit({ body: text, attachment });
    setBody('');
    setAttachment(null);
    setError(null);
    setFileError(null);
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    const problem = checkFile(file, 'chat_attachment');
    if (problem) {
      setFileError(problem);
      return;
    }
    const abort = new AbortController();
    setUpload({ name: file.name, fraction: 0, abort });
    try {
      const stored = await uploadFile({
        file,
        kind: 'chat_attachment',
        signal: abort.signal,
        onProgress: (fraction) => setUpload((u) => (u ? { ...u, fraction } : u)),
      });
      setAttachment(stored);
      setError(null);
    } catch (caught) {
      if (!(caught instanceof UploadError && caught.aborted)) {
        setFileError(caught instanceof UploadError ? caught.message : 'The upload failed. Please try again.');
      }
    } finally {
      setUpload(null);
    }
  };

  const errorId = `composer-error-${conversationId}`;
  const fileErrorId = `composer-file-error-${conversationId}`;
  return (
    <form onSubmit={submit} className="border-t border-ink-200 bg-white p-3" aria-label="Write a message">
      {upload && (
        <div className="mb-2">
          <UploadProgress
            label={`Uploading ${upload.name}`}
            fraction={upload.fraction}
            onCancel={() => upload.abort.abort()}
          />
        </div>
      )}
      {attachment && (
        <p className="mb-2 flex items-center gap-2 rounded-control bg-ink-50 px-3 py-2 text-sm text-ink-800 ring-1 ring-ink-200">
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">{attachment.name}</span>
          <button
            type="button"
            onClick={() => setAttachment(null)}
            aria-label={`Remove ${attachment.name}`}
            className="rounded p-1 text-ink-600 hover:bg-ink-200"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={FILE_LIMITS.chat_attachment.types.join(',')}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={upload !== null}
          aria-label="Attach a file"
          aria-describedby={fileError ? fileErrorId : undefined}
          title={`Attach a file (${FILE_LIMITS.chat_attachment.label})`}
          className="rounded-control p-2.5 text-ink-700 hover:bg-ink-100 disabled:opacity-50"
        >
          <Paperclip aria-hidden="true" className="size-5" />
        </button>
        <label htmlFor={`composer-${conversationId}`} className="sr-only">
          Message
        </label>
        <textarea
          ref={textarea}
          id={`composer-${conversationId}`}
          value={body}
          rows={1}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(null);
            if (event.target.value) onTyping();
          }}
          onKeyDown={onKeyDown}
          placeholder="Write a message…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `composer-hint-${conversationId}`}
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-control border border-ink-200 px-3 py-2.5 text-sm text-ink-900 placeholder:text-ink-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600"
        />
        <button
          type="submit"
          aria-label="Send"
          className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-3.5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          <SendHorizontal aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </button>
      </div>
      <p id={`composer-hint-${conversationId}`} className="sr-only">
        Enter sends, Shift and Enter starts a new line.
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {fileError && (
        <p id={fileErrorId} role="alert" className="mt-2 text-sm text-red-700">
          {fileError}
        </p>
      )}
    </form>
  );
}
