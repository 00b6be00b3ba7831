import { useRef, useState, type PointerEvent } from 'react';
import { Link, useNavigate, type MetaFunction } from 'react-router';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Logo } from '@/web/components/brand/logo';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { WelcomeFooter } from '../components/welcome-footer';
import { ONBOARDING_SLIDES } from '../content/onboarding-slides';
import {
  FIRST_ONBOARDING_STEP,
  nextButtonLabel,
  ONBOARDING_STEP_COUNT,
  onboardingTransition,
  type OnboardingAction,
  type OnboardingStep,
} from '../onboarding-steps';

export const meta: MetaFunction = () => [{ title: 'Get Started | Diaspora Hub' }];

/** A horizontal swipe longer than this (in CSS pixels) turns the slide. */
const SWIPE_DISTANCE = 50;

/** The three-step intro carousel; its rules live in onboarding-steps.ts. */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep>(FIRST_ONBOARDING_STEP);
  const swipeStart = useRef<number | null>(null);
  const slide = ONBOARDING_SLIDES[step - 1]!;

  const go = (action: OnboardingAction, { mayLeave }: { mayLeave: boolean }) => {
    const outcome = onboardingTransition(step, action);
    if (outcome.kind === 'step') setStep(outcome.step);
    else if (mayLeave) navigate(outcome.to);
  };

  // Swiping turns slides but never leaves the carousel: leaving takes a deliberate button press.
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_DISTANCE) go(distance < 0 ? 'next' : 'back', { mayLeave: false });
  };

  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-5 pt-5">
        <Link
          to={paths.landing}
          className="inline-flex min-h-11 items-center rounded-lg"
          aria-label="Diaspora Hub home"
        >
          <Logo />
        </Link>
        <span aria-hidden="true" className="text-sm font-semibold text-ink-muted">
          {step} / {ONBOARDING_STEP_COUNT}
        </span>
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6 px-5 py-6">
        <p className="sr-only" aria-live="polite">
          Step {step} of {ONBOARDING_STEP_COUNT}: {slide.title}
        </p>
        <div
          className={cn(
            'grid touch-pan-y place-items-center rounded-[2rem] p-6 transition-colors duration-300',
            slide.colour.backdrop,
          )}
          onPointerDown={(event) => (swipeStart.current = event.clientX)}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
        >
          <slide.Image key={step} className="h-auto w-full max-w-72 animate-fade-in" />
        </div>
        <div aria-hidden="true" className="flex justify-center gap-2">
          {ONBOARDING_SLIDES.map((item, index) => (
            <span
              key={item.title}
              className={cn(
                'h-2.5 rounded-full transition-all duration-300',
                index + 1 === step ? cn('w-8', slide.colour.dot) : 'w-2.5 bg-line',
              )}
            />
          ))}
        </div>
        {/* Text slides in without fading, so its contrast is full from the first frame. */}
        <div key={step} className="flex animate-slide-in flex-col gap-3 text-center [--slide-from:0_0.75rem]">
          <h1 className={cn('text-3xl font-extrabold tracking-tight', slide.colour.text)}>{slide.title}</h1>
          <p className="text-lg leading-relaxed text-ink-muted">{slide.description}</p>
        </div>
        <nav aria-label="Onboarding steps" className="mt-auto grid grid-cols-2 gap-3 pt-2">
          <Button variant="outline" size="lg" onClick={() => go('back', { mayLeave: true })}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button size="lg" onClick={() => go('next', { mayLeave: true })}>
            {nextButtonLabel(step)}
            <ArrowRight aria-hidden="true" />
          </Button>
        </nav>
      </main>
      <WelcomeFooter />
    </div>
  );
}
