/** Psychology (us catalogue subject 7013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'research-methods': {
    explanation: [
      'Psychology uses the scientific method to study behavior and mental processes. Descriptive methods include case studies, naturalistic observation and surveys, while correlational studies measure how strongly two variables are related, with a coefficient from −1 to +1. Correlation does not prove causation because a third variable may explain both.',
      'Only experiments establish cause and effect. The researcher manipulates the independent variable and measures the dependent variable, with random assignment to experimental and control groups. Operational definitions state exactly how variables are measured so studies can be replicated. Ethical guidelines require informed consent, protection from harm, confidentiality and debriefing.',
    ],
    keyPoints: [
      'Random sampling improves generalizability; random assignment controls confounding variables.',
      'The placebo effect and experimenter bias are controlled with blind procedures.',
      'Institutional review boards approve research with human participants.',
    ],
    cards: [
      ['Independent variable', 'The factor manipulated by the researcher.'],
      ['Dependent variable', 'The outcome measured in an experiment.'],
      ['Operational definition', 'A precise statement of how a variable is measured.'],
      ['Hindsight bias', 'The tendency to believe, after learning an outcome, that one foresaw it.'],
      ['Informed consent', 'Agreement to participate after being told what a study involves.'],
    ],
  },
  'biological-bases-of-behavior': {
    explanation: [
      'The nervous system consists of the central nervous system (brain and spinal cord) and the peripheral nervous system, which includes the somatic and autonomic divisions. The autonomic system has a sympathetic branch, which arouses the body (fight or flight), and a parasympathetic branch, which calms it.',
      'Neurons communicate electrochemically: an action potential travels down the axon, and neurotransmitters cross the synapse to receptor sites. Dopamine is linked to reward and movement, serotonin to mood and acetylcholine to muscle action and memory. Brain regions specialize: the hippocampus for memory, the amygdala for fear, the cerebellum for coordination and the frontal lobes for planning and judgment.',
    ],
    keyPoints: [
      'An action potential is all-or-none.',
      'The endocrine system uses hormones; the pituitary is the master gland.',
      'Damage to Broca’s area impairs speech production; damage to Wernicke’s area impairs comprehension.',
    ],
    cards: [
      ['Neuron', 'A nerve cell, the basic unit of the nervous system.'],
      ['Synapse', 'The junction between the axon of one neuron and the next cell.'],
      ['Neurotransmitter', 'A chemical messenger released into the synapse.'],
      ['Amygdala', 'A limbic structure linked to fear and emotion.'],
      ['Plasticity', 'The brain’s ability to change and reorganize after experience or injury.'],
    ],
  },
  'sensation-and-perception': {
    explanation: [
      'Sensation is the detection of stimuli by sensory receptors, and perception is the brain’s organization and interpretation of that input. Transduction converts stimulus energy into neural signals. The absolute threshold is the minimum stimulation detected half the time, and Weber’s law states that the just noticeable difference is a constant proportion of the stimulus.',
      'In vision, light enters through the pupil and is focused on the retina, where rods detect dim light and cones detect color; the trichromatic and opponent-process theories explain color vision. Perception uses bottom-up processing from the senses and top-down processing from expectations. Gestalt principles such as proximity, similarity and closure explain how we group elements, and depth cues include binocular disparity and linear perspective.',
    ],
    keyPoints: [
      'Sensory adaptation reduces sensitivity to an unchanging stimulus.',
      'Selective attention focuses awareness on a limited part of experience.',
      'Perceptual constancy keeps objects’ size, shape and color stable despite changing input.',
    ],
    cards: [
      ['Transduction', 'Conversion of stimulus energy into neural impulses.'],
      ['Absolute threshold', 'The minimum stimulus detected 50% of the time.'],
      ['Top-down processing', 'Perception guided by knowledge and expectations.'],
      ['Gestalt', 'An organized whole; the tendency to perceive patterns.'],
      ['Cones', 'Retinal receptors that detect color and fine detail.'],
    ],
  },
  learning: {
    explanation: [
      'Classical conditioning, studied by Ivan Pavlov, pairs a neutral stimulus with an unconditioned stimulus until the neutral stimulus alone triggers a response. Pavlov’s dogs salivated at a tone that had been paired with food. Extinction occurs when the conditioned stimulus is repeatedly presented without the unconditioned stimulus.',
      'Operant conditioning, studied by B. F. Skinner, changes behavior through consequences. Reinforcement increases behavior and punishment decreases it; positive means adding a stimulus and negative means removing one. Schedules of reinforcement affect persistence, and variable-ratio schedules, like slot machines, produce the highest resistance to extinction. Albert Bandura’s Bobo doll study showed observational learning.',
    ],
    keyPoints: [
      'Negative reinforcement removes an unpleasant stimulus to increase behavior.',
      'Shaping reinforces successive approximations of a target behavior.',
      'Biological predispositions, such as taste aversion, limit conditioning.',
    ],
    cards: [
      ['Conditioned stimulus', 'A once-neutral stimulus that triggers a learned response.'],
      ['Positive reinforcement', 'Adding a desirable stimulus to increase a behavior.'],
      ['Extinction', 'The weakening of a learned response when it is no longer reinforced.'],
      ['Variable-ratio schedule', 'Reinforcement after an unpredictable number of responses.'],
      ['Observational learning', 'Learning by watching and imitating others.'],
    ],
  },
  memory: {
    explanation: [
      'Memory involves encoding, storage and retrieval. The Atkinson-Shiffrin model describes sensory memory, short-term memory and long-term memory. Short-term memory holds about 7 ± 2 items for around 20 seconds without rehearsal, and chunking increases its capacity.',
      'Long-term memory includes explicit memories (episodic and semantic) and implicit memories such as skills and conditioned responses. Hermann Ebbinghaus’s forgetting curve shows rapid early forgetting, and the spacing effect shows that distributed practice beats cramming. Memories are reconstructed, so they can be distorted, as Elizabeth Loftus showed with the misinformation effect.',
    ],
    keyPoints: [
      'Deep, meaningful processing produces better recall than shallow processing.',
      'Proactive interference: old learning disrupts new; retroactive: new disrupts old.',
      'The serial position effect favors items at the beginning and end of a list.',
    ],
    cards: [
      ['Encoding', 'Getting information into the memory system.'],
      ['Chunking', 'Grouping items into meaningful units.'],
      ['Episodic memory', 'Memory for personal experiences and events.'],
      ['Misinformation effect', 'Distortion of a memory by misleading information after the event.'],
      ['Anterograde amnesia', 'Inability to form new memories.'],
    ],
  },
  'developmental-psychology': {
    explanation: [
      'Developmental psychology studies physical, cognitive and social change across the lifespan. Jean Piaget proposed four stages of cognitive development: sensorimotor (object permanence), preoperational (egocentrism), concrete operational (conservation) and formal operational (abstract reasoning). Lev Vygotsky stressed social learning within the zone of proximal development.',
      'Harry Harlow’s monkey studies showed that contact comfort drives attachment, and Mary Ainsworth’s Strange Situation identified secure and insecure attachment styles. Erik Erikson described eight psychosocial stages, such as trust versus mistrust in infancy and identity versus role confusion in adolescence. Diana Baumrind described authoritarian, authoritative and permissive parenting styles.',
    ],
    keyPoints: [
      'Object permanence develops in the sensorimotor stage.',
      'Authoritative parenting is associated with the best outcomes.',
      'Kohlberg described preconventional, conventional and postconventional moral reasoning.',
    ],
    cards: [
      ['Object permanence', 'Knowing that objects exist when they cannot be seen.'],
      ['Conservation', 'Understanding that quantity stays the same despite changes in shape.'],
      ['Secure attachment', 'A bond in which a child uses the caregiver as a safe base.'],
      ['Zone of proximal development', 'Tasks a learner can do with help but not alone.'],
      ['Egocentrism', 'Difficulty seeing a situation from another’s point of view.'],
    ],
  },
  personality: {
    explanation: [
      'Personality is a person’s characteristic pattern of thinking, feeling and acting. Sigmund Freud’s psychodynamic theory proposed the id, ego and superego and defense mechanisms such as repression and projection. Humanistic psychologists Abraham Maslow and Carl Rogers emphasized growth, self-actualization and unconditional positive regard.',
      'Trait theories describe stable dimensions; the Big Five are openness, conscientiousness, extraversion, agreeableness and neuroticism. Social-cognitive theory, associated with Albert Bandura, highlights reciprocal determinism among behavior, thoughts and environment, and self-efficacy. Personality is assessed by objective inventories such as the MMPI and projective tests such as the Rorschach inkblot test.',
    ],
    keyPoints: [
      'The Big Five traits are remembered as OCEAN.',
      'Projective tests are criticized for low reliability and validity.',
      'An internal locus of control is the belief that one controls one’s outcomes.',
    ],
    cards: [
      ['Id', 'Freud’s unconscious part of personality driven by pleasure.'],
      ['Defense mechanism', 'An unconscious strategy that reduces anxiety by distorting reality.'],
      ['Self-actualization', 'Maslow’s highest need: fulfilling one’s potential.'],
      ['Big Five', 'Openness, conscientiousness, extraversion, agreeableness and neuroticism.'],
      ['Self-efficacy', 'Belief in one’s ability to succeed at a task.'],
    ],
  },
  'abnormal-psychology': {
    explanation: [
      'Psychological disorders involve persistent, significant disturbances in thoughts, feelings or behavior that cause distress or impair functioning. Clinicians diagnose them using the DSM-5, published by the American Psychiatric Association. The biopsychosocial model holds that disorders result from interacting biological, psychological and social factors.',
      'Major categories include anxiety disorders (such as generalized anxiety disorder and panic disorder), obsessive-compulsive disorder, depressive and bipolar disorders, schizophrenia, with hallucinations and delusions, and personality disorders. Treatments include psychotherapy, such as cognitive-behavioral therapy, which changes maladaptive thoughts and behaviors, and biomedical therapy, such as SSRIs for depression and antipsychotics for schizophrenia.',
    ],
    keyPoints: [
      'Bipolar disorder alternates between depression and mania.',
      'Exposure therapies treat phobias by gradual contact with the feared object.',
      'The diathesis-stress model combines predisposition with environmental stress.',
    ],
    cards: [
      ['DSM-5', 'The manual used to classify psychological disorders.'],
      ['Phobia', 'An intense, irrational fear of a specific object or situation.'],
      ['Delusion', 'A false belief held despite contrary evidence.'],
      ['Cognitive-behavioral therapy', 'Therapy that changes distorted thinking and behavior.'],
      ['SSRI', 'An antidepressant that increases serotonin availability.'],
    ],
  },
  'social-psychology': {
    explanation: [
      'Social psychology studies how people think about, influence and relate to one another. The fundamental attribution error is the tendency to overestimate personality and underestimate the situation when explaining others’ behavior. Cognitive dissonance, described by Leon Festinger, is the discomfort of holding conflicting beliefs and actions.',
      'Solomon Asch’s line experiments showed conformity to a group’s wrong answers, and Stanley Milgram’s studies found that about 65% of participants obeyed orders to give what they believed were maximum shocks. Groups can produce social facilitation, social loafing, group polarization and groupthink. The bystander effect makes people less likely to help when others are present.',
    ],
    keyPoints: [
      'People conform more when a group is unanimous and they feel insecure.',
      'Obedience increases with a legitimate, nearby authority figure.',
      'The foot-in-the-door technique uses a small request to gain a larger one.',
    ],
    cards: [
      ['Fundamental attribution error', 'Overemphasizing personality and underestimating situations in explaining others’ actions.'],
      ['Cognitive dissonance', 'Tension from inconsistent thoughts or actions.'],
      ['Conformity', 'Adjusting behavior to match a group standard.'],
      ['Groupthink', 'Desire for harmony overriding realistic evaluation of alternatives.'],
      ['Bystander effect', 'Reduced likelihood of helping when others are present.'],
    ],
  },
};
