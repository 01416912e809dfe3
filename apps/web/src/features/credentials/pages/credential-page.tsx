import { CloudOff, KeyRound, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatePanel } from '../../../components/ui/state-panel.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCredentialVerification } from '../api/get-credential-verification.ts';
import { VerificationResult } from '../components/verification-result.tsx';
import { VerifyForm } from '../components/verify-form.tsx';

/**
 * `/credentials/:id`: the public check of a skill badge, for whoever the candidate shared it with (no account
 * needed). The server verifies the credential as an outside verifier would; anyone may paste another to check it,
 * or download the issuer's key and check by hand.
 */
export default function CredentialPage() {
  const { id = '' } = useParams();
  const verification = useCredentialVerification(id);

  let body: ReactNode;
  if (verification.isPending) {
    body = (
      <div
        role="status"
        aria-label="Checking the credential"
        className="h-72 animate-pulse rounded-card bg-white shadow-card"
      />
    );
  } else if (verification.isError) {
    body =
      statusOf(verification.error) === 404 ? (
        <StatePanel Icon={SearchX} variant="card" title="No credential with this link">
          Borderless has not issued a credential with this id. Check that the link was copied in full, or
          paste the credential itself below.
        </StatePanel>
      ) : (
        <StatePanel
          Icon={CloudOff}
          tone="error"
          variant="card"
          title="The credential could not be checked"
          actions={
            <Button variant="secondary" onClick={() => void verification.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(verification.error)}
        </StatePanel>
      );
  } else {
    body = <VerificationResult verification={verification.data} label="This credential" />;
  }

  return (
    <div>
      <h1 className="mb-4 text-center font-display text-2xl font-bold tracking-tight text-ink-900">
        Skill credential check
      </h1>
      {body}
      <VerifyForm />
      <section aria-labelledby="verify-by-hand" className="mt-8 text-sm text-ink-700">
        <h2 id="verify-by-hand" className="font-display text-base font-semibold text-ink-900">
          Check it yourself
        </h2>
        <p className="mt-1">
          Each credential is an Open Badges 3.0 credential signed as a JWT with Ed25519 (EdDSA). Check its
          signature with our public key, and its revocation bit in our status list.
        </p>
        <ul className="mt-2 space-y-1">
          <li>
            <a
              href="/.well-known/jwks.json"
              download="borderless-badge-keys.json"
              className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline hover:text-brand-800"
            >
              <KeyRound aria-hidden="true" className="size-4" />
              Download the issuer’s public key (JWKS)
            </a>
          </li>
          <li>
            <a
              href="/credentials/issuer"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              The issuer’s profile
            </a>
          </li>
          <li>
            <a
              href="/credentials/status/1"
              className="font-medium text-brand-700 underline hover:text-brand-800"
            >
              The revocation status list
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
