import { useQueryClient } from '@tanstack/react-query';
import { MailedLinkPage } from '../../../components/public-shell/mailed-link-page.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerEstimateLink } from '../api/answer-estimate-link.ts';
import { estimateLinkPdfUrl, useEstimateLink } from '../api/get-estimate-link.ts';
import { EstimateSheet } from './estimate-sheet.tsx';

/**
 * The page an estimate mail links to (no sign-in): narrow-first, one column, large targets. An
 * answer refused because the estimate moved on (answered elsewhere, changed) reloads it, so the
 * page shows what is true now.
 */
export function EstimateLinkPage({ token }: { token: string }) {
  const estimate = useEstimateLink(token);
  const answer = useAnswerEstimateLink(token);
  const queryClient = useQueryClient();

  return (
    <MailedLinkPage query={estimate} what="estimate">
      {(data) => (
        <EstimateSheet
          key={data.sentAt}
          estimate={data}
          pdfUrl={estimateLinkPdfUrl(token)}
          onAnswer={async (input) => {
            try {
              return await answer.mutateAsync(input);
            } catch (cause) {
              if (cause instanceof ApiError && (cause.status === 409 || cause.status === 410))
                void queryClient.invalidateQueries({ queryKey: ['estimate-links', token] });
              throw cause;
            }
          }}
        />
      )}
    </MailedLinkPage>
  );
}
