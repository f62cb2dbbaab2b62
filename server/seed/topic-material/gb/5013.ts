/** Psychology (gb catalogue subject 5013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'social-influence': {
    explanation: [
      'Social influence is how individuals change their behaviour because of others. Kelman identified three types of conformity: compliance, identification and internalisation. Deutsch and Gerard explained conformity through normative social influence (wanting to be liked) and informational social influence (wanting to be right). Asch’s 1951 line study found that participants conformed on about 37% of critical trials.',
      'Zimbardo’s Stanford Prison Experiment (1971) examined conformity to social roles. Milgram’s 1963 obedience study found that 65% of participants went to the maximum 450 volts, explained by the agentic state and legitimacy of authority. Resistance to social influence is aided by social support and an internal locus of control, and minority influence depends on consistency, commitment and flexibility, as shown by Moscovici.',
    ],
    keyPoints: [
      'Situational variables in Milgram’s variations included proximity, location and uniform.',
      'The authoritarian personality was proposed by Adorno as a dispositional explanation of obedience.',
      'Social change can occur through minority influence and the snowball effect.',
    ],
    cards: [
      ['Internalisation', 'Deep conformity in which the group’s views are accepted privately and publicly.'],
      ['Normative social influence', 'Conforming to be accepted by the group.'],
      ['Agentic state', 'Acting on behalf of an authority figure rather than oneself.'],
      ['Locus of control', 'A person’s belief about how much control they have over events.'],
      ['Minority influence', 'A small group changing the views of the majority.'],
    ],
  },
  memory: {
    explanation: [
      'Atkinson and Shiffrin’s multi-store model (1968) describes the sensory register, short-term memory and long-term memory. STM has limited capacity (about 7 ± 2 items, Miller), short duration (about 18–30 seconds, Peterson and Peterson) and mainly acoustic coding, while LTM has potentially unlimited capacity and mainly semantic coding (Baddeley).',
      'Baddeley and Hitch’s working memory model (1974) replaces a single STM with a central executive, phonological loop, visuo-spatial sketchpad and, added in 2000, the episodic buffer. Forgetting is explained by interference and retrieval failure due to absent cues. Eyewitness testimony can be distorted by leading questions, as Loftus and Palmer (1974) showed, and by anxiety; the cognitive interview improves recall.',
    ],
    keyPoints: [
      'Case study HM supported separate STM and LTM stores.',
      'Tulving divided LTM into episodic, semantic and procedural memory.',
      'Context-dependent and state-dependent forgetting are types of retrieval failure.',
    ],
    cards: [
      ['Multi-store model', 'A model of memory as separate sensory, short-term and long-term stores.'],
      ['Working memory model', 'A model of STM as an active store with several components.'],
      ['Proactive interference', 'Old memories disrupting new learning.'],
      ['Leading question', 'A question that suggests a particular answer.'],
      ['Cognitive interview', 'An interviewing technique designed to improve eyewitness recall.'],
    ],
  },
  attachment: {
    explanation: [
      'Attachment is a close two-way emotional bond between a caregiver and infant. Schaffer and Emerson (1964) identified stages of attachment, finding that most infants formed their first specific attachment around 7 months. Learning theory explains attachment through conditioning, while Bowlby’s monotropic theory argues attachment is innate, with a critical period and an internal working model.',
      'Lorenz’s geese showed imprinting, and Harlow’s monkeys preferred a soft cloth mother to a wire one with food. Ainsworth’s Strange Situation (1970) classified infants as secure (about 66%), insecure-avoidant or insecure-resistant. Van IJzendoorn’s meta-analysis examined cultural variations. Bowlby’s maternal deprivation hypothesis and Rutter’s studies of Romanian orphans examine the effects of disrupted attachment.',
    ],
    keyPoints: [
      'Interactional synchrony and reciprocity describe caregiver–infant interactions.',
      'Secure attachment is the most common type across cultures studied.',
      'Early attachment may influence later relationships through the internal working model.',
    ],
    cards: [
      ['Monotropy', 'Bowlby’s idea of one special attachment figure.'],
      ['Strange Situation', 'Ainsworth’s procedure for assessing attachment type.'],
      ['Imprinting', 'Young animals following the first moving object they see.'],
      ['Internal working model', 'A mental template of relationships formed from early attachment.'],
      ['Critical period', 'A time window in which attachment must form.'],
    ],
  },
  psychopathology: {
    explanation: [
      'Abnormality can be defined as deviation from social norms, failure to function adequately, statistical infrequency or deviation from ideal mental health (Jahoda). Each definition has limitations, such as cultural relativism. The A-level course focuses on phobias, depression and OCD.',
      'The behavioural approach explains phobias with the two-process model (Mowrer): classical conditioning acquires the fear and operant conditioning maintains it through avoidance, and treatments include systematic desensitisation and flooding. The cognitive approach explains depression with Beck’s negative triad and Ellis’s ABC model, treated with CBT. The biological approach explains OCD through genes such as COMT and SERT and abnormal serotonin, treated with SSRIs.',
    ],
    keyPoints: [
      'Systematic desensitisation uses a hierarchy of feared situations and relaxation.',
      'Beck’s negative triad: negative views of the self, the world and the future.',
      'Drug therapies are cheap but may not address underlying causes.',
    ],
    cards: [
      ['Statistical infrequency', 'Defining abnormality as behaviour that is numerically rare.'],
      ['Two-process model', 'Mowrer’s explanation of phobia acquisition and maintenance.'],
      ['Negative triad', 'Beck’s view of distorted thinking in depression.'],
      ['Flooding', 'Immediate, prolonged exposure to a phobic stimulus.'],
      ['SSRI', 'A drug that increases serotonin levels in the synapse.'],
    ],
  },
  approaches: {
    explanation: [
      'Psychology emerged as a science when Wilhelm Wundt opened the first psychology laboratory in Leipzig in 1879, using introspection. Later approaches include behaviourism, which studies observable behaviour through classical conditioning (Pavlov) and operant conditioning (Skinner), and social learning theory (Bandura), which adds imitation, vicarious reinforcement and mediational processes.',
      'The cognitive approach studies internal mental processes using models and computer analogies, and cognitive neuroscience links them to brain structures. The biological approach explains behaviour through genes, neurochemistry and evolution. The psychodynamic approach (Freud) emphasises the unconscious, the id, ego and superego, and psychosexual stages, and humanistic psychology (Rogers, Maslow) stresses free will and self-actualisation.',
    ],
    keyPoints: [
      'Bandura’s Bobo doll study demonstrated observational learning.',
      'Maslow’s hierarchy of needs places self-actualisation at the top.',
      'Behaviourism is criticised as environmentally deterministic.',
    ],
    cards: [
      ['Introspection', 'Examining one’s own conscious thoughts and feelings.'],
      ['Vicarious reinforcement', 'Learning through observing others being rewarded.'],
      ['Schema', 'A mental framework of beliefs and expectations.'],
      ['Defence mechanism', 'An unconscious strategy to reduce anxiety.'],
      ['Congruence', 'Rogers’ term for a match between self-concept and ideal self.'],
    ],
  },
  biopsychology: {
    explanation: [
      'The nervous system is divided into the central nervous system and the peripheral nervous system, which includes the somatic and autonomic systems. The autonomic system’s sympathetic branch triggers the fight-or-flight response via adrenaline, and the parasympathetic branch returns the body to rest. Neurones are sensory, relay or motor, and synaptic transmission uses neurotransmitters that can be excitatory or inhibitory.',
      'Localisation of function places motor, somatosensory, visual and auditory areas in specific regions, with language in Broca’s and Wernicke’s areas, usually in the left hemisphere. Sperry’s split-brain research explored hemispheric lateralisation, and brain plasticity allows recovery after trauma. Brain scanning methods include fMRI, EEG and ERPs. Biological rhythms include circadian, infradian and ultradian rhythms, regulated by endogenous pacemakers and exogenous zeitgebers.',
    ],
    keyPoints: [
      'The suprachiasmatic nucleus is the main endogenous pacemaker.',
      'fMRI has good spatial resolution; EEG has good temporal resolution.',
      'The endocrine system works through hormones released into the blood.',
    ],
    cards: [
      ['Localisation of function', 'The idea that specific brain areas have specific functions.'],
      ['Lateralisation', 'Specialisation of functions to one brain hemisphere.'],
      ['Plasticity', 'The brain’s ability to change as a result of experience.'],
      ['Circadian rhythm', 'A biological rhythm of about 24 hours, such as the sleep–wake cycle.'],
      ['Zeitgeber', 'An external cue that resets biological rhythms, such as light.'],
    ],
  },
  'research-methods': {
    explanation: [
      'Psychologists use experiments (laboratory, field, natural and quasi), observations, self-report techniques, correlations and case studies. Experiments manipulate an independent variable and measure a dependent variable, and hypotheses may be directional or non-directional. Experimental designs are independent groups, repeated measures (controlled by counterbalancing) and matched pairs.',
      'Sampling methods include random, systematic, stratified, opportunity and volunteer sampling. Validity refers to whether a study measures what it intends, and reliability to consistency. Inferential tests such as the sign test, chi-squared and Spearman’s rho are chosen by the design and level of data, and significance is usually set at p ≤ 0.05. Ethical issues include informed consent, deception, protection from harm and confidentiality, guided by the BPS Code of Ethics.',
    ],
    keyPoints: [
      'A Type I error is a false positive; a Type II error is a false negative.',
      'Peer review checks research before publication.',
      'Demand characteristics can reduce internal validity.',
    ],
    cards: [
      ['Directional hypothesis', 'A hypothesis predicting the direction of a difference or relationship.'],
      ['Counterbalancing', 'Varying the order of conditions to control order effects.'],
      ['Internal validity', 'Whether a study measures the effect of the IV rather than other factors.'],
      ['Stratified sample', 'A sample reflecting the proportions of subgroups in a population.'],
      ['Significance level', 'The probability threshold, usually 0.05, for rejecting the null hypothesis.'],
    ],
  },
  'issues-and-debates': {
    explanation: [
      'Issues and debates run across all areas of psychology. Gender bias includes alpha bias, exaggerating differences between the sexes, and beta bias, minimising them, and androcentrism treats male behaviour as the norm. Cultural bias includes ethnocentrism and the imposed etic, applying a theory developed in one culture to another, while cultural relativism judges behaviour in its own context.',
      'The free will versus determinism debate includes biological, environmental and psychic determinism, and soft determinism allows some free choice. The nature–nurture debate considers heredity and environment, often combined in the interactionist approach and the diathesis–stress model. Holism and reductionism differ in whether behaviour is studied as a whole or broken into parts, and the idiographic approach studies individuals while the nomothetic approach seeks general laws.',
    ],
    keyPoints: [
      'Socially sensitive research may have consequences for participants or social groups.',
      'Heritability estimates come from twin and adoption studies.',
      'Most research has historically used Western, educated participants.',
    ],
    cards: [
      ['Alpha bias', 'Research that exaggerates differences between men and women.'],
      ['Imposed etic', 'Applying a theory from one culture universally.'],
      ['Soft determinism', 'The view that behaviour is constrained but some free will exists.'],
      ['Reductionism', 'Explaining behaviour by breaking it into simpler components.'],
      ['Nomothetic approach', 'Seeking general laws that apply to everyone.'],
    ],
  },
  relationships: {
    explanation: [
      'Evolutionary explanations link partner preferences to sexual selection: females tend to prefer mates with resources, while males may prefer signs of fertility, a view supported by Buss’s 1989 study of 37 cultures. Factors affecting attraction include self-disclosure, physical attractiveness (the matching hypothesis) and filter theory, which narrows the field of available partners.',
      'Theories of romantic relationships include social exchange theory (Thibaut and Kelley), equity theory, and Rusbult’s investment model, which predicts commitment from satisfaction, comparison with alternatives and investment size. Duck’s phase model describes relationship breakdown through intra-psychic, dyadic, social and grave-dressing phases. Virtual relationships and parasocial relationships with celebrities are also studied.',
    ],
    keyPoints: [
      'The halo effect leads people to assume attractive people have other good traits.',
      'Equity theory predicts dissatisfaction from both under- and over-benefiting.',
      'Parasocial relationships are one-sided.',
    ],
    cards: [
      ['Sexual selection', 'Selection of traits that increase reproductive success.'],
      ['Self-disclosure', 'Revealing personal information to a partner.'],
      ['Matching hypothesis', 'People seek partners of similar attractiveness.'],
      ['Investment model', 'Rusbult’s model of commitment in relationships.'],
      ['Parasocial relationship', 'A one-sided relationship with a media figure.'],
    ],
  },
};
