/** Physical Education (gb catalogue subject 5021): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'applied-anatomy-and-physiology': {
    explanation: [
      'The skeletal system provides support, protection, movement, blood cell production and mineral storage. Bones meet at joints; synovial joints, such as the ball-and-socket hip and the hinge knee, allow movement. Muscles work in antagonistic pairs: in elbow flexion, the biceps is the agonist and the triceps the antagonist.',
      'The cardiovascular system transports oxygen and removes carbon dioxide; cardiac output = stroke volume × heart rate. Gas exchange happens in the alveoli by diffusion. Aerobic respiration uses oxygen (glucose + oxygen → carbon dioxide + water + energy), while anaerobic respiration produces lactic acid and creates oxygen debt, repaid during recovery (EPOC). Short-term effects of exercise include increased heart rate and breathing rate.',
    ],
    keyPoints: [
      'Ligaments join bone to bone; tendons join muscle to bone.',
      'Tidal volume increases during exercise.',
      'Vascular shunting redirects blood to working muscles.',
    ],
    cards: [
      ['Antagonistic pair', 'Two muscles working together, one contracting while the other relaxes.'],
      ['Cardiac output', 'The volume of blood pumped by the heart per minute.'],
      ['Stroke volume', 'The volume of blood pumped per heartbeat.'],
      ['EPOC', 'Excess post-exercise oxygen consumption, repaying oxygen debt.'],
      ['Synovial joint', 'A freely movable joint containing synovial fluid.'],
    ],
  },
  'movement-analysis': {
    explanation: [
      'Movement analysis applies biomechanics to sport. Lever systems have a fulcrum, effort and load. In a first-class lever, the fulcrum is in the middle, as in neck extension when heading a football; in a second-class lever, the load is in the middle, as when rising onto the toes; and in a third-class lever, the effort is in the middle, as in the biceps curl.',
      'Movements are described using planes and axes: the sagittal plane and frontal axis for forward rolls and running, the frontal plane and sagittal axis for cartwheels and star jumps, and the transverse plane and longitudinal axis for a full twist or discus throw. Second-class levers have a mechanical advantage, while third-class levers give speed and range of movement.',
    ],
    keyPoints: [
      'Flexion decreases the angle at a joint; extension increases it.',
      'Abduction moves away from the midline; adduction moves towards it.',
      'Mechanical advantage occurs when the effort arm is longer than the load arm.',
    ],
    cards: [
      ['Fulcrum', 'The pivot point of a lever.'],
      ['Sagittal plane', 'The plane dividing the body into left and right.'],
      ['Longitudinal axis', 'The axis running from head to toe.'],
      ['Third-class lever', 'A lever with the effort between the fulcrum and load.'],
      ['Rotation', 'Movement around an axis.'],
    ],
  },
  'physical-training': {
    explanation: [
      'Components of fitness include cardiovascular endurance, muscular endurance, strength, speed, power, agility, balance, coordination, flexibility and reaction time. Fitness tests measure them, such as the multi-stage fitness test for cardiovascular endurance, the sit and reach test for flexibility and the Illinois agility run.',
      'Principles of training are summarised as SPORT (specificity, progressive overload, reversibility, tedium) and FITT (frequency, intensity, time, type). Training methods include continuous, interval, fartlek, circuit, weight and plyometric training. Training zones use maximum heart rate, estimated as 220 − age: the aerobic zone is 60–80% of it and the anaerobic zone 80–90%. Warm-ups and cool-downs reduce injury risk and aid recovery.',
    ],
    keyPoints: [
      'Altitude training increases red blood cell production.',
      'Seasonal training is divided into pre-season, competition and post-season.',
      'Reversibility means fitness is lost when training stops.',
    ],
    cards: [
      ['Progressive overload', 'Gradually increasing training demands to improve fitness.'],
      ['Fartlek training', 'Continuous training with changes in speed and terrain.'],
      ['Plyometrics', 'Explosive jumping exercises to develop power.'],
      ['Specificity', 'Training matched to the needs of the sport.'],
      ['Multi-stage fitness test', 'A test of aerobic endurance using progressive shuttle runs.'],
    ],
  },
  'sports-psychology': {
    explanation: [
      'Sports psychology studies how the mind affects performance. Skills can be classified on continua: basic to complex, open to closed, self-paced to externally paced and gross to fine. A penalty kick is relatively closed and self-paced, while a pass in football is open. Goal setting uses SMART targets: specific, measurable, achievable, realistic and time-bound.',
      'The basic information processing model includes input, decision-making, output and feedback. The inverted-U theory states that performance improves with arousal up to an optimum point and then declines; complex, fine skills need lower arousal than simple, gross ones. Stress management techniques include deep breathing, mental rehearsal and positive self-talk. Motivation can be intrinsic or extrinsic, and guidance can be visual, verbal, manual or mechanical.',
    ],
    keyPoints: [
      'Aggression can be direct or indirect.',
      'Introverts tend to prefer individual, fine-skill activities.',
      'Knowledge of results and knowledge of performance are types of feedback.',
    ],
    cards: [
      ['Open skill', 'A skill affected by the environment, which must be adapted.'],
      ['Arousal', 'A physical and mental state of alertness or readiness.'],
      ['Inverted-U theory', 'Performance peaks at an optimal level of arousal.'],
      ['Intrinsic motivation', 'Motivation from within, such as enjoyment.'],
      ['Mental rehearsal', 'Picturing a performance in the mind without moving.'],
    ],
  },
  'socio-cultural-influences': {
    explanation: [
      'Participation in sport is influenced by age, gender, ethnicity, disability, socio-economic group, family, friends and role models. Barriers include cost, access to facilities, time, discrimination and stereotypes. Organisations such as Sport England fund schemes to increase participation among under-represented groups.',
      'Commercialisation links sport, sponsorship and the media in the “golden triangle”: media coverage attracts sponsors, and sponsorship money funds sport. This brings benefits such as investment, but also drawbacks such as changed kick-off times. Ethical issues include deviance such as performance-enhancing drugs, including anabolic steroids, EPO and beta blockers, blood doping and violence, and sportsmanship versus gamesmanship.',
    ],
    keyPoints: [
      'WADA, the World Anti-Doping Agency, coordinates drug testing.',
      'Gamesmanship bends the rules without breaking them.',
      'Technology such as VAR and Hawk-Eye helps officials.',
    ],
    cards: [
      ['Commercialisation', 'Managing sport to make a profit.'],
      ['Golden triangle', 'The relationship between sport, sponsorship and the media.'],
      ['Sportsmanship', 'Fair play and respect for opponents and rules.'],
      ['Gamesmanship', 'Gaining an advantage by bending the rules.'],
      ['Blood doping', 'Increasing red blood cells to improve oxygen-carrying capacity.'],
    ],
  },
  'health-and-fitness': {
    explanation: [
      'Health is a state of complete physical, mental and social well-being, not merely the absence of disease, as defined by the World Health Organization. Fitness is the ability to meet the demands of the environment. Regular exercise improves physical health, by reducing risks of heart disease, obesity and type 2 diabetes, as well as mental and social health.',
      'A sedentary lifestyle increases health risks. A balanced diet includes carbohydrates, the main energy source, proteins for growth and repair, fats, vitamins, minerals, fibre and water. Energy balance means energy intake equals energy expenditure. Somatotypes are ectomorph (lean), mesomorph (muscular) and endomorph (rounded), and different sports suit different body types. Carbohydrate loading helps endurance athletes.',
    ],
    keyPoints: [
      'Dehydration reduces performance and increases heart rate.',
      'Adults are recommended to do 150 minutes of moderate activity each week.',
      'Obesity is linked to reduced stamina and increased injury risk.',
    ],
    cards: [
      ['Health', 'Complete physical, mental and social well-being.'],
      ['Fitness', 'The ability to meet the demands of the environment.'],
      ['Sedentary lifestyle', 'A lifestyle with little or no physical activity.'],
      ['Somatotype', 'A body type classification: ectomorph, mesomorph or endomorph.'],
      ['Carbohydrate loading', 'Increasing carbohydrate stores before an endurance event.'],
    ],
  },
  'use-of-data': {
    explanation: [
      'Data is used in PE to measure performance, monitor training and evaluate fitness. Quantitative data is numerical, such as times and heart rates, and can be shown in tables, bar charts and line graphs. Qualitative data is descriptive, such as an athlete’s opinion of how a session felt, often collected by interviews or questionnaires.',
      'Analysing data involves identifying trends, comparing results to normative data and drawing conclusions. For example, a graph of heart rate during a 20-minute run shows an anticipatory rise, a rapid increase at the start, a plateau during steady exercise and a recovery afterwards. Reliability improves by repeating tests under the same conditions, and validity means the test measures the intended fitness component.',
    ],
    keyPoints: [
      'The independent variable goes on the x-axis of a graph.',
      'Normative data compares results with averages for a population.',
      'Outliers should be identified before drawing conclusions.',
    ],
    cards: [
      ['Quantitative data', 'Numerical data that can be measured.'],
      ['Qualitative data', 'Descriptive data about opinions or feelings.'],
      ['Normative data', 'Average results for a population used for comparison.'],
      ['Reliability', 'Consistency of results when a test is repeated.'],
      ['Validity', 'Whether a test measures what it is supposed to measure.'],
    ],
  },
};
