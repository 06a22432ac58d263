import { fairMinute } from '../../../lib/time/fair-day';
import type { CheckinProgress, ClaimList, ScanAnswer } from '../mobile-checkin-api';
import { checkinPath } from '../mobile-paths';
import { type MobileContext, MobileLayout } from './mobile-layout';

function Progress({ ctx, progress }: { ctx: MobileContext; progress: CheckinProgress }) {
  const { t } = ctx;
  return (
    <section className="m-checkin-progress">
      <h1>{progress.campaign.name}</h1>
      <p className="m-checkin-count">{t('mobile.checkin.progress', { done: progress.done, required: progress.required })}</p>
      <progress className="m-checkin-bar" value={Math.min(progress.done, progress.required)} max={Math.max(progress.required, 1)} />
      {progress.campaign.rules ? <p className="m-text">{progress.campaign.rules}</p> : null}
    </section>
  );
}

/** The prizes with their tiers; an eligible one with stock left and the visitor's cap not reached has a claim form. */
function Prizes({ ctx, progress }: { ctx: MobileContext; progress: CheckinProgress }) {
  const { t, locale } = ctx;
  return (
    <ul className="m-checkin-prizes">
      {progress.prizes.map((prize) => {
        const open = prize.eligible && prize.remaining > 0 && prize.mine < prize.per_visitor_cap && progress.campaign.state === 'running';
        return (
          <li key={prize.id}>
            {prize.image ? <img src={prize.image} alt="" loading="lazy" /> : null}
            <div>
              <h2>{prize.name}</h2>
              <p>{t('mobile.checkin.tier', { tier: prize.tier })}</p>
              <p>
                {t('mobile.checkin.remaining', { remaining: prize.remaining })} · {t('mobile.checkin.mine', { mine: prize.mine, cap: prize.per_visitor_cap })}
              </p>
              {open ? (
                <form method="post" action={checkinPath(locale, `campaigns/${progress.campaign.id}/claim`)}>
                  <input type="hidden" name="prize_id" value={prize.id} />
                  <button type="submit">{t('mobile.checkin.claim')}</button>
                </form>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const MyCodesLink = ({ ctx }: { ctx: MobileContext }) => (
  <p className="m-more">
    <a href={checkinPath(ctx.locale, 'claims')}>{ctx.t('mobile.checkin.myClaims')}</a>
  </p>
);

/** A scan's answer: checked in (or already), then the campaign's progress and prizes. */
export function ScanPage({ ctx, answer }: { ctx: MobileContext; answer: ScanAnswer }) {
  const { t } = ctx;
  return (
    <MobileLayout ctx={ctx} title={t('mobile.checkin.title')}>
      <p className={answer.already ? 'm-notice' : 'm-notice m-notice-ok'} role="status">
        {t(answer.already ? 'mobile.checkin.already' : 'mobile.checkin.scanned', { point: answer.point.name })}
      </p>
      <Progress ctx={ctx} progress={answer.progress} />
      <Prizes ctx={ctx} progress={answer.progress} />
      <MyCodesLink ctx={ctx} />
    </MobileLayout>
  );
}

/** The campaign with progress and claim buttons; `refusal` is a claim the server refused, shown above. */
export function CampaignPage({ ctx, progress, refusal }: { ctx: MobileContext; progress: CheckinProgress; refusal?: string }) {
  return (
    <MobileLayout ctx={ctx} title={ctx.t('mobile.checkin.title')}>
      {refusal ? (
        <p className="m-notice m-notice-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <Progress ctx={ctx} progress={progress} />
      <Prizes ctx={ctx} progress={progress} />
      <MyCodesLink ctx={ctx} />
    </MobileLayout>
  );
}

/** One code, large and spaced for reading aloud or typing, with its QR for the desk's scanner; `justClaimed` after the claim's redirect. */
export function CodePage({ ctx, claim, justClaimed }: { ctx: MobileContext; claim: ClaimList[number]; justClaimed: boolean }) {
  const { t, locale } = ctx;
  return (
    <MobileLayout ctx={ctx} title={t('mobile.checkin.code')}>
      {justClaimed ? (
        <p className="m-notice m-notice-ok" role="status">
          {t('mobile.checkin.claimed')}
        </p>
      ) : null}
      <h1>{claim.prize.name}</h1>
      <section className="m-checkin-code" aria-label={t('mobile.checkin.code')}>
        <p className="m-checkin-code-text">{claim.code}</p>
        <img src={claim.qr_png} alt={claim.code} width={240} height={240} />
        <p>{claim.redeemed_at ? t('mobile.checkin.redeemedAt', { at: fairMinute(new Date(claim.redeemed_at)) }) : t('mobile.checkin.codeHint')}</p>
      </section>
      <p className="m-more">
        <a href={checkinPath(locale, `campaigns/${claim.campaign_id}`)}>{t('mobile.checkin.backToCampaign')}</a>
      </p>
      <MyCodesLink ctx={ctx} />
    </MobileLayout>
  );
}

/** The visitor's codes, newest first, and whether each was redeemed. */
export function ClaimsPage({ ctx, claims }: { ctx: MobileContext; claims: ClaimList }) {
  const { t, locale } = ctx;
  return (
    <MobileLayout ctx={ctx} title={t('mobile.checkin.myClaims')}>
      <h1>{t('mobile.checkin.myClaims')}</h1>
      {claims.length ? (
        <ul className="m-checkin-claims">
          {claims.map((claim) => (
            <li key={claim.code}>
              <a href={checkinPath(locale, `codes/${claim.code}`)} className="m-checkin-claim-code">
                {claim.code}
              </a>
              <span className={claim.redeemed_at ? 'm-tag m-tag-done' : 'm-tag'}>{t(claim.redeemed_at ? 'mobile.checkin.redeemed' : 'mobile.checkin.notRedeemed')}</span>
              <span className="m-checkin-claim-prize">{claim.prize.name}</span>
              <small>{claim.redeemed_at ? t('mobile.checkin.redeemedAt', { at: fairMinute(new Date(claim.redeemed_at)) }) : t('mobile.checkin.claimedAt', { at: fairMinute(new Date(claim.claimed_at)) })}</small>
            </li>
          ))}
        </ul>
      ) : (
        <p className="m-empty">{t('mobile.checkin.noClaims')}</p>
      )}
    </MobileLayout>
  );
}

/** A refusal of the server (outside the window, disabled, an unknown code…) or check-in outside demo mode. */
export function CheckinMessagePage({ ctx, title, message }: { ctx: MobileContext; title: string; message: string }) {
  return (
    <MobileLayout ctx={ctx} title={title}>
      <h1>{title}</h1>
      <p className="m-notice m-notice-error" role="alert">
        {message}
      </p>
      <MyCodesLink ctx={ctx} />
    </MobileLayout>
  );
}
