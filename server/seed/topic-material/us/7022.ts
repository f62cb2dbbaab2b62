/** Health (us catalogue subject 7022): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  nutrition: {
    explanation: [
      'Nutrition is how the body takes in and uses food. The six classes of nutrients are carbohydrates, proteins, fats, vitamins, minerals and water. Carbohydrates and proteins provide 4 calories per gram and fats 9 calories per gram. Carbohydrates are the main energy source, proteins build and repair tissue, and fats store energy and help absorb vitamins A, D, E and K.',
      'The USDA MyPlate model recommends filling half the plate with fruits and vegetables and the rest with grains, preferably whole grains, and protein, plus dairy. Nutrition Facts labels list serving size, calories and nutrients with percent Daily Values. Limiting added sugars, sodium and saturated fat lowers the risk of heart disease, type 2 diabetes and high blood pressure.',
    ],
    keyPoints: [
      'A %DV of 5% or less is low; 20% or more is high.',
      'Fiber aids digestion and is found in whole grains, fruits and vegetables.',
      'Water makes up about 60% of body weight.',
    ],
    cards: [
      ['Nutrient', 'A substance in food the body needs to function.'],
      ['Calorie', 'A unit measuring the energy in food.'],
      ['MyPlate', 'The USDA visual guide to balanced meals.'],
      ['Saturated fat', 'A fat solid at room temperature that can raise LDL cholesterol.'],
      ['Percent Daily Value', 'How much a serving contributes to a daily diet, as a percentage.'],
    ],
  },
  'physical-fitness': {
    explanation: [
      'Physical fitness is the body’s ability to work effectively. The health-related components are cardiorespiratory endurance, muscular strength, muscular endurance, flexibility and body composition. The CDC recommends that teens get at least 60 minutes of moderate-to-vigorous activity daily, including muscle- and bone-strengthening activities three days a week.',
      'The FITT principle guides training: frequency, intensity, time and type. Overload and progression mean gradually increasing demands to improve, while specificity means training for a particular goal. Target heart rate for aerobic exercise is about 60–85% of maximum heart rate, estimated as 220 minus age. A workout includes a warm-up, the main activity and a cool-down.',
    ],
    keyPoints: [
      'Aerobic exercise uses oxygen and improves heart and lung health.',
      'Anaerobic exercise is short and intense, such as sprinting.',
      'Rest and sleep are needed for muscles to recover.',
    ],
    cards: [
      ['Cardiorespiratory endurance', 'The ability of the heart and lungs to supply oxygen during sustained activity.'],
      ['FITT principle', 'Frequency, intensity, time and type of exercise.'],
      ['Overload', 'Working the body harder than normal to improve fitness.'],
      ['Target heart rate', 'The heart-rate range for effective aerobic exercise.'],
      ['Flexibility', 'The range of motion around a joint.'],
    ],
  },
  'mental-health': {
    explanation: [
      'Mental health is a state of emotional, psychological and social well-being that affects how people think, feel, handle stress and relate to others. Stress is the body’s response to demands; short-term stress can help performance, but chronic stress harms sleep, immunity and mood. The stress response, or fight-or-flight, releases adrenaline and cortisol.',
      'Healthy coping strategies include exercise, sleep, time management, relaxation techniques and talking with trusted people. Common mental health conditions include anxiety disorders and depression, which involves persistent sadness or loss of interest for at least two weeks. Warning signs of suicide, such as talking about death or giving away belongings, need immediate help, including calling or texting 988, the Suicide and Crisis Lifeline.',
    ],
    keyPoints: [
      'Mental health conditions are treatable with therapy, medication or both.',
      'Teens need about 8 to 10 hours of sleep per night.',
      'Resilience is the ability to recover from setbacks.',
    ],
    cards: [
      ['Stressor', 'Anything that causes stress.'],
      ['Resilience', 'The ability to adapt and recover from difficulty.'],
      ['Depression', 'A mood disorder with persistent sadness and loss of interest.'],
      ['988', 'The U.S. Suicide and Crisis Lifeline number.'],
      ['Coping strategy', 'A way of managing stress or difficult emotions.'],
    ],
  },
  'substance-abuse-prevention': {
    explanation: [
      'Substance abuse is the harmful use of alcohol, tobacco or other drugs. Nicotine in cigarettes and e-cigarettes is highly addictive, and vaping exposes users to nicotine and other chemicals. Alcohol is a depressant that slows the central nervous system, impairs judgment and coordination, and is illegal for anyone under 21 in the United States.',
      'Addiction is a disease in which a person compulsively uses a substance despite harm, and tolerance means needing more to get the same effect. The teen brain is still developing until about age 25, which makes it more vulnerable to addiction. Opioid misuse causes many overdose deaths, and naloxone can reverse an opioid overdose. Refusal skills, healthy friendships and clear goals help people avoid substance use.',
    ],
    keyPoints: [
      'Blood alcohol concentration of 0.08% is the legal driving limit for adults 21 and over.',
      'Withdrawal symptoms occur when a dependent person stops using a drug.',
      'Fentanyl is a synthetic opioid far stronger than morphine.',
    ],
    cards: [
      ['Addiction', 'A compulsive need for a substance despite harmful consequences.'],
      ['Tolerance', 'Needing more of a substance to get the same effect.'],
      ['Depressant', 'A drug that slows down the central nervous system.'],
      ['Naloxone', 'A medication that reverses opioid overdose.'],
      ['Refusal skills', 'Ways of saying no to pressure to use substances.'],
    ],
  },
  'disease-prevention': {
    explanation: [
      'Communicable diseases are caused by pathogens such as bacteria, viruses, fungi and parasites and spread through direct contact, droplets, contaminated food or water, or vectors like mosquitoes. Handwashing, vaccinations, safe food handling and staying home when sick prevent their spread. Antibiotics treat bacterial infections but do not work against viruses.',
      'Noncommunicable diseases, such as heart disease, cancer and type 2 diabetes, are the leading causes of death in the United States. Risk factors include tobacco use, poor diet, physical inactivity and heredity. Regular checkups, screenings, sunscreen, a balanced diet and exercise reduce risk. Vaccines train the immune system to recognize a pathogen, and herd immunity protects people who cannot be vaccinated.',
    ],
    keyPoints: [
      'Wash hands with soap for at least 20 seconds.',
      'Overuse of antibiotics leads to resistant bacteria.',
      'High blood pressure often has no symptoms.',
    ],
    cards: [
      ['Pathogen', 'A microorganism that causes disease.'],
      ['Communicable disease', 'A disease that spreads from one person or organism to another.'],
      ['Vaccine', 'A preparation that stimulates immunity to a disease.'],
      ['Herd immunity', 'Protection of a population when most members are immune.'],
      ['Risk factor', 'A characteristic or behavior that increases the chance of disease.'],
    ],
  },
  'healthy-relationships': {
    explanation: [
      'Healthy relationships are built on respect, trust, honesty, support and good communication. People in healthy relationships keep their own friends and interests and make decisions together. Assertive communication, using “I” statements such as “I feel upset when plans change,” expresses needs without attacking the other person.',
      'Unhealthy relationships involve controlling behavior, jealousy, pressure or disrespect, and abusive relationships can include physical, emotional, sexual or digital abuse. Consent must be clear, freely given and can be withdrawn at any time. Warning signs include checking a partner’s phone or isolating them from friends. Trusted adults and hotlines such as love is respect offer help.',
    ],
    keyPoints: [
      'Boundaries are personal limits that others should respect.',
      'Conflict can be resolved by listening, compromise and negotiation.',
      'Cyberbullying is bullying through digital devices.',
    ],
    cards: [
      ['Boundary', 'A personal limit on how one is treated.'],
      ['Assertive communication', 'Expressing needs honestly and respectfully.'],
      ['Consent', 'Freely given, clear agreement that can be withdrawn.'],
      ['“I” statement', 'A way of describing one’s feelings without blaming.'],
      ['Peer pressure', 'Influence from people of similar age to act in certain ways.'],
    ],
  },
  'first-aid': {
    explanation: [
      'First aid is immediate care given to an injured or ill person until professional help arrives. The first steps are to check the scene for safety, check the person for responsiveness and breathing, and call 911 for emergencies. Universal precautions, such as wearing gloves, protect against bloodborne pathogens.',
      'For cardiac arrest, hands-only CPR uses hard, fast chest compressions in the center of the chest at 100–120 per minute and at least 2 inches deep for adults, and an AED can restore a normal heart rhythm. A choking person who cannot speak or cough needs abdominal thrusts (the Heimlich maneuver). Bleeding is controlled with direct pressure, and minor burns are cooled under cool running water.',
    ],
    keyPoints: [
      'Check, Call, Care is the basic emergency action sequence.',
      'Do not put ice directly on burns.',
      'Good Samaritan laws protect people who give reasonable emergency help.',
    ],
    cards: [
      ['CPR', 'Cardiopulmonary resuscitation: chest compressions and rescue breaths.'],
      ['AED', 'Automated external defibrillator, which shocks the heart into a normal rhythm.'],
      ['Heimlich maneuver', 'Abdominal thrusts to clear a blocked airway.'],
      ['Shock', 'A life-threatening failure of blood flow to vital organs.'],
      ['Good Samaritan law', 'A law protecting people who give reasonable aid in emergencies.'],
    ],
  },
};
