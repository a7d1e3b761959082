import { ClosingCallToAction } from './closing-call-to-action.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

/** The public home page (spec §2 "Landing page"). */
export function LandingPage() {
  return (
    <>
      <title>Pitstop — auto repair shop management</title>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ClosingCallToAction />
    </>
  );
}
